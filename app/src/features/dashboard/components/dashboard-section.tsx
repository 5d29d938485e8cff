import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';

/** A titled dashboard list with its "View all" link. */
export function DashboardSection({ id, title, linkTo, linkLabel, children }: { id: string; title: string; linkTo: string; linkLabel: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card flex min-w-0 flex-col p-4 sm:p-5">
      <div className="mb-3 flex items-center justify-between gap-3 sm:mb-4">
        <h2 id={id} className="font-semibold text-ink">
          {title}
        </h2>
        <Link to={linkTo} className="inline-flex items-center gap-1 text-sm font-medium text-brand-ink hover:underline">
          {linkLabel}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {children}
    </section>
  );
}

export function ListSkeleton({ rows }: { rows: number }) {
  return (
    <ul aria-hidden="true" className="space-y-3">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="h-16 animate-pulse rounded-xl bg-surface-muted" />
      ))}
    </ul>
  );
}

export function EmptyList({ title, body, action }: { title: string; body: string; action: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center rounded-xl border border-dashed border-line px-4 py-8 text-center">
      <p className="font-medium text-ink">{title}</p>
      <p className="mt-1 text-sm text-ink-muted">{body}</p>
      <div className="mt-4">{action}</div>
    </div>
  );
}
