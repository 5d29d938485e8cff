import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/** One figure with its label and a line under it; a named region so it can be found by label. */
export function StatCard({ label, value, detail, icon: Icon, footer }: { label: string; value: ReactNode; detail: ReactNode; icon: LucideIcon; footer?: ReactNode }) {
  return (
    <section aria-label={label} className="card flex flex-col p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-sm font-medium text-ink-muted">{label}</h2>
        <span className="grid size-9 place-items-center rounded-xl bg-brand-soft text-brand-ink">
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </div>
      <p data-testid="stat-value" className="mt-2 text-3xl font-bold tracking-tight text-ink">
        {value}
      </p>
      <p className="mt-1 text-sm text-ink-muted">{detail}</p>
      {footer}
    </section>
  );
}

export function StatCardSkeleton() {
  return (
    <div aria-hidden="true" className="card h-36 animate-pulse p-5">
      <div className="h-4 w-1/2 rounded bg-surface-muted" />
      <div className="mt-4 h-8 w-16 rounded bg-surface-muted" />
    </div>
  );
}
