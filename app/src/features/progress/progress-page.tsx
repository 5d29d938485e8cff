/** Progress: streak, completion rate, this week, totals, status bars, types, currently learning. */
import { CalendarCheck, Flame, Library, Percent } from 'lucide-react';
import { useProgressStats } from './data/use-progress-stats';
import { StatCard, StatCardSkeleton } from '../../components/stat-card';
import { StatusBars, TypeCounts } from './components/status-breakdown';
import { CurrentlyLearning } from './components/currently-learning';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

export default function ProgressPage() {
  const stats = useProgressStats();
  return (
    <section className="mx-auto w-full max-w-6xl">
      <title>Progress · LearnLog</title>
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Progress</h1>
      <p className="mt-1 text-ink-muted">How your learning is going, from everything on this device.</p>

      {stats === undefined ? (
        <div className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <StatCardSkeleton key={i} />
          ))}
        </div>
      ) : (
        <>
          <div className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard label="Learning Streak" icon={Flame} value={days(stats.streak)} detail="Consecutive days with an entry" />
            <StatCard
              label="Completion Rate"
              icon={Percent}
              value={`${stats.completionRate}%`}
              detail={`${stats.completedResources} of ${stats.totalResources} resources completed`}
            />
            <StatCard label="This Week" icon={CalendarCheck} value={stats.weeklyCompleted} detail="Resources completed in the last 7 days" />
            <StatCard label="Total Resources" icon={Library} value={stats.totalResources} detail="Resources you are tracking" />
          </div>
          <div className="mt-6 grid grid-cols-1 gap-4 lg:grid-cols-2">
            <StatusBars stats={stats} />
            <TypeCounts stats={stats} />
          </div>
          <div className="mt-6">
            <CurrentlyLearning stats={stats} />
          </div>
        </>
      )}
    </section>
  );
}
