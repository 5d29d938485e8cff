/**
 * /review: a sitting's cards one at a time (docs/review.md): today's, the next N due, or one
 * goal's, resource's or tag's (review-scope.ts). Recall, reveal the context (Space), rate (1–4) or
 * answer a question; a finished sitting ends on its summary. Reads and writes the device only.
 */
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useLiveQuery } from 'dexie-react-hooks';
import { Library, Settings2 } from 'lucide-react';
import { REVIEW_RATINGS } from '@learnlog/shared';
import { PageHeader } from '../../components/page-header';
import { ProgressBar } from '../../components/progress-bar';
import { entryById } from '../../db/queries/records-by-id';
import { useDatabase } from '../../sync/sync-context';
import { ReviewCardView } from './components/review-card-view';
import { ReviewEmptyState } from './components/review-empty-state';
import { ReviewSettingsDialog } from './components/review-settings-dialog';
import { ScopeBanner, ScopeEmpty } from './components/scope-banner';
import { SittingEnd } from './components/sitting-end';
import { useReviewSettings } from './data/review-settings';
import { reviewPath, scopeOfSearch, type ReviewScope } from './data/review-scope';
import { useReviewSession, type ReviewSession } from './data/use-review-session';
import { useScopeLabel } from './data/use-scope-label';
import { useSittingOutcome } from './data/use-sitting-outcome';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON'].includes(target.tagName));

/** Space reveals, 1–4 rate; never while the learner types or a dialog is open. */
function useReviewKeys(session: ReviewSession, enabled: boolean) {
  const { card, revealed, reveal, rate } = session;
  useEffect(() => {
    if (!enabled || !card) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (event.key === ' ' && !revealed) {
        event.preventDefault();
        reveal();
      }
      const rating = REVIEW_RATINGS[Number(event.key) - 1];
      if (revealed && rating) {
        event.preventDefault();
        rate(rating);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [card, enabled, rate, reveal, revealed]);
}

export default function ReviewPage() {
  const db = useDatabase();
  const settings = useReviewSettings();
  const [params] = useSearchParams();
  const search = params.toString();
  const scope = useMemo(() => scopeOfSearch(new URLSearchParams(search)), [search]);
  const session = useReviewSession(settings, scope);
  const outcome = useSittingOutcome(session.finished, settings);
  const scopeLabel = useScopeLabel(scope);
  const navigate = useNavigate();
  const [settingsOpen, setSettingsOpen] = useState(false);
  // The same address again (another 10 ahead) reads a new sitting; another one opens it.
  const startSitting = (next: ReviewScope) => (reviewPath(next) === reviewPath(scope) ? session.again() : navigate(reviewPath(next)));
  const onAhead = (count: number) => startSitting({ kind: 'ahead', count });
  const { queue, card } = session;
  // The card shows from the card index alone; its entry (the context behind "Show context") is
  // read beside it, so neither opening /review nor a rating waits on a second read. Until the
  // read for this card is back (the hook still holds the last card's), the context is loading.
  const read = useLiveQuery(
    async () => (card ? { entryId: card.entryId, entry: (await entryById(db, card.entryId)) ?? null } : null),
    [db, card?.entryId],
  );
  const entry = card && read?.entryId === card.entryId ? read.entry : undefined;
  useReviewKeys(session, !settingsOpen);

  return (
    <section className="mx-auto w-full max-w-2xl">
      <PageHeader
        title="Review"
        subtitle="Bring back what you learned, on the day you are about to forget it."
        action={
          <div className="flex gap-2 self-start sm:self-auto">
            <Link to="/review/cards" className="btn-secondary">
              <Library aria-hidden="true" className="size-4" />
              Cards
            </Link>
            <button type="button" className="btn-secondary" onClick={() => setSettingsOpen(true)}>
              <Settings2 aria-hidden="true" className="size-4" />
              Settings
            </button>
          </div>
        }
      />
      <div className="mt-6">
        {scopeLabel && <ScopeBanner label={scopeLabel} />}
        {queue === undefined ? (
          <div aria-hidden="true" className="card h-72 animate-pulse bg-surface-muted" />
        ) : card ? (
          <div className="space-y-4">
            <div className="flex items-center gap-3 text-sm text-ink-muted">
              <span className="shrink-0" aria-live="polite">
                Card {session.position} of {session.total}
              </span>
              <ProgressBar value={((session.position - 1) / session.total) * 100} label="Today’s review" className="flex-1" />
            </div>
            <ReviewCardView
              key={card.id}
              card={card}
              entry={entry}
              revealed={session.revealed}
              onReveal={session.reveal}
              previews={session.previews}
              onRate={session.rate}
              onAnswer={session.answer}
            />
            {session.error && (
              <p role="alert" className="text-sm font-medium text-danger">
                That rating could not be saved on this device: {session.error}
              </p>
            )}
          </div>
        ) : session.finished ? (
          <SittingEnd
            tally={session.tally}
            outcome={outcome}
            onContinue={() => startSitting({ kind: 'today' })}
            onAhead={onAhead}
            onSettings={() => setSettingsOpen(true)}
          />
        ) : scope.kind === 'today' || scope.kind === 'ahead' ? (
          <ReviewEmptyState queue={queue} onSettings={() => setSettingsOpen(true)} onAhead={onAhead} />
        ) : (
          <ScopeEmpty />
        )}
      </div>
      {settings && <ReviewSettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} settings={settings} />}
    </section>
  );
}
