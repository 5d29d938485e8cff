/** The three stat cards, computed on the device with the shared rules: one compact row even on a phone. */
import { Link } from 'react-router-dom';
import { Flame, Library, Target } from 'lucide-react';
import { useProgressStats } from '../../progress';
import { StatCard, StatCardSkeleton } from '../../../components/stat-card';

const ROW = 'grid grid-cols-3 gap-2 sm:gap-4';

export function DashboardStats() {
  const stats = useProgressStats();
  if (!stats) {
    return (
      <div className={ROW}>
        <StatCardSkeleton compact />
        <StatCardSkeleton compact />
        <StatCardSkeleton compact />
      </div>
    );
  }
  return (
    <div className={ROW}>
      <StatCard compact label="Current Learning Streak" icon={Flame} value={`${stats.streak} ${stats.streak === 1 ? 'day' : 'days'}`} detail="Days in a row" />
      <StatCard compact label="Resources This Month" icon={Library} value={stats.resourcesThisMonth} detail={`${stats.completedThisMonth} completed this month`} />
      <StatCard
        compact
        label="Learning Goals"
        icon={Target}
        value={stats.goalProgress}
        detail="Goals completed"
        footer={
          <Link to="/goals" className="mt-0.5 py-1 text-xs font-medium text-brand-ink hover:underline sm:mt-2 sm:text-sm">
            View goals
          </Link>
        }
      />
    </div>
  );
}
