import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { clsx } from 'clsx';

interface StatCardProps {
  label: string;
  value: ReactNode;
  detail: ReactNode;
  icon: LucideIcon;
  footer?: ReactNode;
  /** One of a row of three on a phone (the dashboard): small type, no icon, until the small breakpoint. */
  compact?: boolean;
}

/** One figure with its label and a line under it; a named region so it can be found by label. */
export function StatCard({ label, value, detail, icon: Icon, footer, compact }: StatCardProps) {
  return (
    <section aria-label={label} className={clsx('card flex min-w-0 flex-col', compact ? 'p-3 sm:p-5' : 'p-5')}>
      <div className="flex items-center justify-between gap-3">
        <h2 className={clsx('font-medium text-ink-muted', compact ? 'text-xs leading-tight sm:text-sm' : 'text-sm')}>{label}</h2>
        <span className={clsx('size-9 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand-ink', compact ? 'hidden sm:grid' : 'grid')}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </div>
      <p data-testid="stat-value" className={clsx('font-bold tracking-tight text-ink', compact ? 'mt-1 text-xl sm:mt-2 sm:text-3xl' : 'mt-2 text-3xl')}>
        {value}
      </p>
      <p className={clsx('text-ink-muted', compact ? 'mt-0.5 text-xs leading-snug sm:mt-1 sm:text-sm' : 'mt-1 text-sm')}>{detail}</p>
      {footer}
    </section>
  );
}

export function StatCardSkeleton({ compact }: { compact?: boolean }) {
  return (
    <div aria-hidden="true" className={clsx('card animate-pulse', compact ? 'h-28 p-3 sm:h-36 sm:p-5' : 'h-36 p-5')}>
      <div className="h-4 w-1/2 rounded bg-surface-muted" />
      <div className="mt-4 h-8 w-16 rounded bg-surface-muted" />
    </div>
  );
}
