import { Crown, DollarSign, Hourglass, Users, type LucideIcon } from 'lucide-react';
import { formatRevenue, type AdminStats } from '../data/admin-figures';

function StatCard({ label, value, icon: Icon }: { label: string; value: string; icon: LucideIcon }) {
  return (
    <div className="card flex items-center gap-4 p-4 sm:p-5">
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand-ink">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-ink-muted">{label}</p>
        <p className="text-2xl font-bold tracking-tight text-ink tabular-nums">{value}</p>
      </div>
    </div>
  );
}

export function StatCards({ stats }: { stats: AdminStats }) {
  return (
    <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4" data-testid="admin-stats">
      <StatCard label="Total Users" value={String(stats.totalUsers)} icon={Users} />
      <StatCard label="Lifetime Users" value={String(stats.lifetimeUsers)} icon={Crown} />
      <StatCard label="Trial Users" value={String(stats.trialUsers)} icon={Hourglass} />
      <StatCard label="Revenue" value={formatRevenue(stats.revenue)} icon={DollarSign} />
    </div>
  );
}
