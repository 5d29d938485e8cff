/** A finished sitting: its summary, then what is next (more due today, or the next due day and review ahead). */
import { Link } from 'react-router-dom';
import type { ReviewQueue } from '../data/review-queries';
import type { SittingTally } from '../data/sitting-tally';
import { ReviewEmptyState } from './review-empty-state';
import { SittingSummary } from './sitting-summary';

interface Props {
  tally: SittingTally;
  outcome: { today: ReviewQueue; streak: number } | undefined;
  onContinue: () => void;
  onAhead: (count: number) => void;
  onSettings: () => void;
}

export function SittingEnd({ tally, outcome, onContinue, onAhead, onSettings }: Props) {
  const more = outcome?.today.cards.length ?? 0;
  return (
    <div className="space-y-4">
      <SittingSummary tally={tally} outcome={outcome} />
      {outcome &&
        (more > 0 ? (
          <div className="card flex flex-col items-center gap-4 px-6 py-8 text-center">
            <p className="font-medium text-ink">
              {more} more {more === 1 ? 'card is' : 'cards are'} due today.
            </p>
            <div className="flex flex-col gap-2 sm:flex-row">
              <button type="button" className="btn-primary" onClick={onContinue}>
                Review them
              </button>
              <Link to="/" className="btn-secondary">
                Back to the dashboard
              </Link>
            </div>
          </div>
        ) : (
          <ReviewEmptyState queue={outcome.today} onSettings={onSettings} onAhead={onAhead} leave />
        ))}
    </div>
  );
}
