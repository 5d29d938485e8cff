/** One card's review log, newest first: each rating, answer and control with its date. */
import { format, parseISO } from 'date-fns';
import type { ReviewAction } from '@learnlog/shared';
import type { LocalReviewCard } from '../../../db/review-cards';
import { useCardHistory } from './data/use-card-browser';

const WORDS: Record<ReviewAction, string> = {
  again: 'Again',
  hard: 'Hard',
  good: 'Good',
  easy: 'Easy',
  answered: 'Answered',
  suspended: 'Suspended',
  resumed: 'Resumed',
  reset: 'Started over',
};

export function CardHistory({ card, id }: { card: LocalReviewCard; id: string }) {
  const logs = useCardHistory(card, true);
  return (
    <div id={id} className="rounded-lg border border-line bg-surface-muted/60 px-3 py-2 text-sm">
      {logs === undefined ? (
        <p className="text-ink-muted">Reading the history…</p>
      ) : logs.length === 0 ? (
        <p className="text-ink-muted">Not reviewed yet.</p>
      ) : (
        <ol aria-label="Review history" className="space-y-1">
          {logs.map((log) => (
            <li key={log.id} className="flex justify-between gap-3">
              <time dateTime={log.reviewedAt} className="text-ink-muted">
                {format(parseISO(log.reviewedAt), 'MMM d, yyyy, HH:mm')}
              </time>
              <span className="font-medium text-ink">{WORDS[log.rating]}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
