import type { ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';
import { ONBOARDING } from '@learnlog/shared';
import type { StepSummary } from './data/onboarding-progress';

/** A step's "what you have so far": at most 3 items, then '...and N more'. */
export function SummaryList<T extends { id: number }>({
  label,
  summary,
  renderItem,
}: {
  label: string;
  summary: StepSummary<T>;
  renderItem: (item: T) => ReactNode;
}) {
  const shown = summary.items.slice(0, ONBOARDING.summaryItems);
  const more = summary.total - shown.length;
  return (
    <div className="rounded-xl border border-line bg-surface-muted/60 p-4">
      <p className="flex items-center gap-2 text-sm font-semibold text-ink">
        <CircleCheck aria-hidden="true" className="size-4 text-emerald-600 dark:text-emerald-400" />
        {label}
      </p>
      <ul className="mt-3 space-y-2" aria-label={label}>
        {shown.map((item) => (
          <li key={item.id} className="rounded-lg bg-surface px-3 py-2 text-sm shadow-sm shadow-slate-900/5">
            {renderItem(item)}
          </li>
        ))}
      </ul>
      {more > 0 && <p className="mt-2 text-sm text-ink-muted">...and {more} more</p>}
    </div>
  );
}
