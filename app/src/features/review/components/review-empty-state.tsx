/** Nothing due: when the next card comes, or why the limit holds the rest back. */
import { Link } from 'react-router-dom';
import { CalendarCheck } from 'lucide-react';
import { format, parseISO } from 'date-fns';
import { comesBackLabel } from '@learnlog/shared';
import { NewEntryButton } from '../../journal';
import type { ReviewQueue } from '../data/review-queries';
import { ReviewAheadForm } from './review-ahead-form';

interface Props {
  queue: ReviewQueue;
  onSettings: () => void;
  /** Starts a sitting of the next N due (offered when any card is waiting). */
  onAhead: (count: number) => void;
  /** After a sitting: a way back to the dashboard. */
  leave?: boolean;
}

export function ReviewEmptyState({ queue, onSettings, onAhead, leave = false }: Props) {
  const { nextDueDay, heldBack, reviewedToday, today } = queue;
  return (
    <div className="card flex flex-col items-center px-6 py-12 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-brand-soft text-brand-ink">
        <CalendarCheck aria-hidden="true" className="size-7" />
      </span>
      <h2 className="mt-4 text-xl font-semibold tracking-tight text-ink">Nothing to review today</h2>
      {heldBack ? (
        <p className="mt-2 max-w-md text-ink-muted">
          You reviewed {reviewedToday} {reviewedToday === 1 ? 'card' : 'cards'} today, your daily limit. The rest wait for tomorrow.
        </p>
      ) : nextDueDay ? (
        <p className="mt-2 max-w-md text-ink-muted">
          {reviewedToday > 0 ? 'All done for today. ' : ''}The next card is due on{' '}
          <time dateTime={nextDueDay} className="font-medium text-ink">
            {format(parseISO(nextDueDay), 'EEEE, MMMM d')}
          </time>{' '}
          ({comesBackLabel(today, nextDueDay)}).
        </p>
      ) : (
        <p className="mt-2 max-w-md text-ink-muted">
          Write a key learning or a question in an entry: it comes back here the day after, and then just before you would forget it.
        </p>
      )}
      {(nextDueDay || heldBack) && (
        <div className="mt-6">
          <ReviewAheadForm onStart={onAhead} />
        </div>
      )}
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        {!nextDueDay && !heldBack && <NewEntryButton />}
        <button type="button" className="btn-secondary" onClick={onSettings}>
          Review settings
        </button>
        {leave && (
          <Link to="/" className="btn-secondary">
            Back to the dashboard
          </Link>
        )}
      </div>
    </div>
  );
}
