/** Above a sitting other than today's: what it is of, and the way back to today's review. */
import { Link } from 'react-router-dom';
import { Layers } from 'lucide-react';

export function ScopeBanner({ label }: { label: string }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-xl border border-line bg-surface px-4 py-2.5 text-sm">
      <p className="flex min-w-0 items-center gap-2 text-ink">
        <Layers aria-hidden="true" className="size-4 shrink-0 text-brand-ink" />
        <span className="min-w-0 break-words">Reviewing {label}</span>
      </p>
      <Link to="/review" className="font-medium text-brand-ink hover:underline">
        Today’s review
      </Link>
    </div>
  );
}

/** A scoped sitting with no cards: its entries have no key learning or question yet (or all are suspended). */
export function ScopeEmpty() {
  return (
    <div className="card px-6 py-12 text-center">
      <h2 className="text-xl font-semibold tracking-tight text-ink">No cards here yet</h2>
      <p className="mx-auto mt-2 max-w-md text-ink-muted">
        A card comes from an entry’s key learning or its questions. Add one to an entry of these, or review today’s cards.
      </p>
      <Link to="/review" className="btn-secondary mt-6">
        Today’s review
      </Link>
    </div>
  );
}
