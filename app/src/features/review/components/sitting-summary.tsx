/** The end of a sitting: how it went (cards, each rating, time, streak) and when the next card is due. */
import { CircleCheckBig } from 'lucide-react';
import { format, parseISO } from 'date-fns';
import { comesBackLabel, REVIEW_RATINGS } from '@learnlog/shared';
import type { ReviewQueue } from '../data/review-queries';
import { cardsDone, secondsSpent, type SittingTally } from '../data/sitting-tally';

const NAMES = { again: 'Again', hard: 'Hard', good: 'Good', easy: 'Easy', answered: 'Answered' } as const;

function timeSpentLabel(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

interface Props {
  tally: SittingTally;
  /** Today's queue after the sitting, and the streak; undefined while they are read. */
  outcome: { today: ReviewQueue; streak: number } | undefined;
}

export function SittingSummary({ tally, outcome }: Props) {
  const done = cardsDone(tally);
  const next = outcome?.today.nextDueDay;
  const actions = [...REVIEW_RATINGS, ...(tally.counts.answered > 0 ? (['answered'] as const) : [])];
  return (
    <section aria-labelledby="sitting-summary" className="card p-5 sm:p-7">
      <div className="flex items-center gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-soft text-brand-ink">
          <CircleCheckBig aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0">
          <h2 id="sitting-summary" className="text-xl font-semibold tracking-tight text-ink">
            Session done
          </h2>
          <p className="text-sm text-ink-muted">
            {done} {done === 1 ? 'card' : 'cards'} reviewed in {timeSpentLabel(secondsSpent(tally))}
          </p>
        </div>
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {actions.map((action) => (
          <div key={action} className="rounded-xl border border-line bg-surface-muted/60 px-3 py-2">
            <dt className="text-xs font-medium text-ink-muted">{NAMES[action]}</dt>
            <dd className="text-lg font-semibold text-ink tabular-nums">{tally.counts[action]}</dd>
          </div>
        ))}
      </dl>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div className="flex justify-between gap-3 sm:block">
          <dt className="text-ink-muted">Review streak</dt>
          <dd className="font-medium text-ink">{outcome ? `${outcome.streak} ${outcome.streak === 1 ? 'day' : 'days'}` : '…'}</dd>
        </div>
        <div className="flex justify-between gap-3 sm:block">
          <dt className="text-ink-muted">Next due</dt>
          <dd className="text-right font-medium text-ink sm:text-left">
            {!outcome ? (
              '…'
            ) : outcome.today.cards.length > 0 ? (
              'Today'
            ) : next ? (
              <time dateTime={next}>
                {format(parseISO(next), 'EEE, MMM d')} ({comesBackLabel(outcome.today.today, next)})
              </time>
            ) : (
              'No cards waiting'
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
