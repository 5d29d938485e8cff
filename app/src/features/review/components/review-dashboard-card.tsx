/** Dashboard: today's review (cards due, the review streak) one tap from /review; one short row on a phone. */
import { Link } from 'react-router-dom';
import { Brain, Flame } from 'lucide-react';
import { clsx } from 'clsx';
import { useReviewSummary } from '../data/use-review-summary';

export function ReviewDashboardCard() {
  const summary = useReviewSummary();
  const due = summary?.due ?? 0;
  return (
    <section aria-labelledby="review-card-heading" className="card flex items-center justify-between gap-3 p-4 sm:gap-4 sm:p-5">
      <div className="flex items-center gap-4">
        <span className="hidden size-12 shrink-0 place-items-center rounded-2xl bg-brand-soft text-brand-ink sm:grid">
          <Brain aria-hidden="true" className="size-6" />
        </span>
        <div>
          <h2 id="review-card-heading" className="font-semibold text-ink">
            Review
          </h2>
          {summary === undefined ? (
            <p className="mt-1 h-5 w-48 animate-pulse rounded bg-surface-muted" aria-hidden="true" />
          ) : (
            // Two facts side by side that wrap as a pair: no separator to dangle at a line's end, and
            // a streak only once there is one.
            <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm text-ink-muted" data-testid="review-due">
              <span>{due === 0 ? 'Nothing to review today' : `${due} ${due === 1 ? 'card' : 'cards'} to review today`}</span>
              {summary.streak > 0 && (
                <span className="inline-flex items-center gap-1">
                  <Flame aria-hidden="true" className="size-3.5 text-amber-500" />
                  {summary.streak}-day review streak
                </span>
              )}
            </p>
          )}
        </div>
      </div>
      <Link to="/review" className={clsx('shrink-0', due > 0 ? 'btn-primary' : 'btn-secondary')}>
        {due > 0 ? 'Start review' : 'Open review'}
      </Link>
    </section>
  );
}
