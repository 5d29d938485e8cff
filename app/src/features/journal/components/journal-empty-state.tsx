/** The two empty states of core spec 2: nothing matches the filters, or nothing written yet. */
import { BookOpen, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';

export function JournalEmptyState({ filtered, action }: { filtered: boolean; action?: ReactNode }) {
  const Icon = filtered ? SearchX : BookOpen;
  return (
    <div className="card flex flex-col items-center px-6 py-12 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-brand-soft text-brand-ink">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-ink">{filtered ? 'No entries found' : 'No journal entries yet'}</h2>
      <p className="mt-1 max-w-sm text-sm text-ink-muted">
        {filtered ? 'Try another search or tag.' : 'Write down what you learned today: it only takes a minute, and it works offline.'}
      </p>
      {!filtered && action && <div className="mt-5">{action}</div>}
    </div>
  );
}
