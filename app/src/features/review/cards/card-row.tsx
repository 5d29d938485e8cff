/**
 * One card in the card browser: its text, entry, due day, interval and reviews; edit its text,
 * suspend or resume it, start it over, or open its history.
 */
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { format, parseISO } from 'date-fns';
import { comesBackLabel } from '@learnlog/shared';
import type { LocalReviewCard } from '../../../db/review-cards';
import { CardEditForm } from './card-edit-form';
import { CardHistory } from './card-history';
import type { CardActions } from './data/use-card-browser';

type Mode = 'view' | 'edit' | 'reset';

function dueLabel(card: LocalReviewCard, today: string): string {
  if (card.suspended) return 'Suspended';
  if (card.dueDay <= today) return 'Due today';
  return `Due ${format(parseISO(card.dueDay), 'EEE, MMM d')} (${comesBackLabel(today, card.dueDay)})`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

interface Props {
  card: LocalReviewCard;
  entryTitle: string;
  today: string;
  actions: CardActions;
}

export function CardRow({ card, entryTitle, today, actions }: Props) {
  const id = useId();
  const [mode, setMode] = useState<Mode>('view');
  const [historyOpen, setHistoryOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = (work: Promise<void>) => work.then(() => setMode('view'), (e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  const isQuestion = card.kind === 'question';
  return (
    <li className="card flex flex-col gap-3 p-4" aria-labelledby={`${id}-text`}>
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        <span className="rounded-full bg-brand-soft px-2 py-0.5 text-brand-ink">{isQuestion ? 'Question' : 'Key learning'}</span>
        <span className={card.suspended ? 'rounded-full bg-surface-muted px-2 py-0.5 text-ink' : 'text-ink-muted'}>{dueLabel(card, today)}</span>
      </div>
      {mode === 'edit' ? (
        <CardEditForm text={card.text} isQuestion={isQuestion} onSave={(text) => actions.edit(card, text).then(() => setMode('view'))} onCancel={() => setMode('view')} />
      ) : (
        <h2 id={`${id}-text`} className="font-semibold break-words text-ink">
          {card.text}
        </h2>
      )}
      <p className="text-sm break-words text-ink-muted">
        From{' '}
        <Link to={`/journal/entry/${card.entryId}`} className="font-medium text-brand-ink hover:underline">
          {entryTitle}
        </Link>
        {' · '}
        {card.state === 'new' ? 'New card' : `Interval ${plural(card.scheduledDays, 'day')}`}
        {' · '}
        {plural(card.reps, 'review')}
        {card.lapses > 0 && `, ${plural(card.lapses, 'lapse')}`}
      </p>
      {mode === 'reset' && (
        <div role="group" aria-label="Start this card over" className="flex flex-col gap-2 rounded-lg border border-line p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="text-ink">Start this card over? It comes back today as a new card.</p>
          <div className="flex gap-2">
            <button type="button" className="btn-secondary" onClick={() => setMode('view')}>
              Cancel
            </button>
            <button type="button" className="btn-danger" onClick={() => void run(actions.control(card, 'reset'))}>
              Start over
            </button>
          </div>
        </div>
      )}
      {mode === 'view' && (
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-secondary" onClick={() => setMode('edit')} aria-describedby={`${id}-text`}>
            Edit
          </button>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => void run(actions.control(card, card.suspended ? 'resumed' : 'suspended'))}
            aria-describedby={`${id}-text`}
          >
            {card.suspended ? 'Resume' : 'Suspend'}
          </button>
          <button type="button" className="btn-secondary" onClick={() => setMode('reset')} aria-describedby={`${id}-text`}>
            Reset
          </button>
          <button type="button" className="btn-ghost" aria-expanded={historyOpen} aria-controls={`${id}-history`} onClick={() => setHistoryOpen((open) => !open)}>
            History
          </button>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      {historyOpen && <CardHistory card={card} id={`${id}-history`} />}
    </li>
  );
}
