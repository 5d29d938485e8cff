/**
 * /review: today's cards one at a time (docs/review.md). Recall, reveal the context (Space), rate
 * (1–4) or answer a question. Reads and writes the device only, so it works offline.
 */
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { Settings2 } from 'lucide-react';
import { REVIEW_RATINGS } from '@learnlog/shared';
import { PageHeader } from '../../components/page-header';
import { ProgressBar } from '../../components/progress-bar';
import type { LocalEntry } from '../../db/local-records';
import { useDatabase } from '../../sync/sync-context';
import { ReviewCardView } from './components/review-card-view';
import { ReviewEmptyState } from './components/review-empty-state';
import { ReviewSettingsDialog } from './components/review-settings-dialog';
import { useReviewSettings } from './data/review-settings';
import { useReviewSession, type ReviewSession } from './data/use-review-session';

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
  const session = useReviewSession(settings);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { queue, card } = session;
  // The card shows from the card index alone; its entry (the context behind "Show context") is
  // read beside it, so neither opening /review nor a rating waits on a second read. Until the
  // read for this card is back (the hook still holds the last card's), the context is loading.
  const read = useLiveQuery(
    async () => (card ? { entryId: card.entryId, entry: ((await db.entries.get(card.entryId)) as LocalEntry | undefined) ?? null } : null),
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
          <button type="button" className="btn-secondary self-start sm:self-auto" onClick={() => setSettingsOpen(true)}>
            <Settings2 aria-hidden="true" className="size-4" />
            Settings
          </button>
        }
      />
      <div className="mt-6">
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
        ) : (
          <ReviewEmptyState queue={queue} onSettings={() => setSettingsOpen(true)} />
        )}
      </div>
      {settings && <ReviewSettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} settings={settings} />}
    </section>
  );
}
