/** The three stat cards, computed on the device with the shared rules. */
import { Link } from 'react-router-dom';
import { Flame, Library, Target } from 'lucide-react';
import { useProgressStats } from '../../progress';
import { StatCard, StatCardSkeleton } from '../../../components/stat-card';

export function DashboardStats() {
  const stats = useProgressStats();
  if (!stats) {
    return (
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatCardSkeleton />
        <StatCardSkeleton />
        <StatCardSkeleton />
      </div>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      <StatCard label="Current Learning Streak" icon={Flame} value={`${stats.streak} ${stats.streak === 1 ? 'day' : 'days'}`} detail="Days in a row" />
      <StatCard label="Resources This Month" icon={Library} value={stats.resourcesThisMonth} detail={`${stats.completedThisMonth} completed this month`} />
      <StatCard
        label="Learning Goals"
        icon={Target}
        value={stats.goalProgress}
        detail="Goals completed"
        footer={
          <Link to="/goals" className="mt-3 text-sm font-medium text-brand-ink hover:underline">
            View goals
          </Link>
        }
      />
    </div>
  );
}
