/**
 * /journal/entry/:id: one entry as it reads, from the device (works offline), with Edit one tap
 * away (the editor at /journal/entry/:id/edit, over this view) and the card's actions. ← and → move to the previous and next entry, `e` edits. Back
 * (the browser's or the link's) returns to the list where the learner left it.
 */
import { Suspense } from 'react';
import { Link, Outlet, useLocation, useNavigate, useParams } from 'react-router-dom';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import { ScreenSkeleton } from '../../../components/screen-skeleton';
import { useEntryActions } from '../components/use-entry-actions';
import { useEntryReading } from '../data/entry-reading';
import { OPENED_FROM_APP } from '../editor/leave-editor';
import { EntryBody } from './entry-body';
import { EntryHeader } from './entry-header';
import { EntryPager } from './entry-pager';
import { entryIdParam, entryPath } from './entry-path';
import { useReadingKeys } from './use-reading-keys';

function NotFound() {
  return (
    <section className="card mx-auto flex max-w-xl flex-col items-center px-6 py-12 text-center">
      <title>Entry not found · LearnLog</title>
      <span className="grid size-12 place-items-center rounded-2xl bg-surface-muted text-ink-muted">
        <FileQuestion aria-hidden="true" className="size-6" />
      </span>
      <h1 className="mt-4 text-xl font-semibold text-ink">Entry not found</h1>
      <p className="mt-1 text-sm text-ink-muted">This entry is not in your journal on this device. It may have been deleted.</p>
      <Link to="/journal" className="btn-primary mt-6">
        Go to your journal
      </Link>
    </section>
  );
}

export default function EntryPage() {
  const params = useParams();
  const id = entryIdParam(params.id);
  const reading = useEntryReading(id);
  const navigate = useNavigate();
  const location = useLocation();
  const actions = useEntryActions();
  const fromJournal = (location.state as { fromJournal?: boolean } | null)?.fromJournal === true;

  // Opened from the list: going back is a real back, so the list keeps its place.
  const backToJournal = () => (fromJournal ? navigate(-1) : navigate('/journal'));
  // Moving between entries replaces this one in history: back still means the list.
  const go = (to: number) => navigate(entryPath(to), { replace: true, state: { fromJournal } });

  const edit = () => void navigate('edit', { state: { ...OPENED_FROM_APP, fromJournal } });

  const previous = reading?.previous;
  const next = reading?.next;
  useReadingKeys({
    previous: previous ? () => go(previous.id) : undefined,
    next: next ? () => go(next.id) : undefined,
    edit: () => reading && edit(),
  });

  if (reading === undefined) return <ScreenSkeleton label="Loading entry…" cards={1} />;
  if (reading === null) return <NotFound />;
  const { entry } = reading;

  return (
    <article className="mx-auto w-full max-w-3xl" aria-labelledby="entry-title">
      <title>{`${entry.title} · LearnLog`}</title>
      <button type="button" onClick={backToJournal} className="btn-ghost -ml-3 mb-3 text-ink-muted">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Learning Journal
      </button>
      <EntryHeader entry={entry} actions={actions} onEdit={edit} onDeleted={() => navigate('/journal', { replace: true })} />
      <EntryBody entry={entry} resources={reading.resources} goals={reading.goals} />
      <EntryPager previous={reading.previous} next={reading.next} />
      <Suspense fallback={null}>
        <Outlet context={{ entry }} />
      </Suspense>
    </article>
  );
}
