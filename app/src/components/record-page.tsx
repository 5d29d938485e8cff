/**
 * The frame of a record's own page (/resources/:id, /goals/:id): back to its list, the title
 * and its facts, then the page's sections; "not found" when the device has no such record.
 */
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ArrowLeft, FileQuestion } from 'lucide-react';

export interface RecordPageProps {
  /** The list it belongs to: its address and name ("Resources"). */
  list: { to: string; label: string };
  title: string;
  /** Small line above the title (type, priority). */
  kicker?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** Opened from the list, back is a real back (the list keeps its scroll); else it goes to the list. */
function BackToList({ list }: { list: RecordPageProps['list'] }) {
  const navigate = useNavigate();
  const location = useLocation();
  const fromList = (location.state as { fromList?: boolean } | null)?.fromList === true;
  return (
    <button type="button" onClick={() => (fromList ? navigate(-1) : navigate(list.to))} className="btn-ghost -ml-3 mb-3 text-ink-muted">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {list.label}
    </button>
  );
}

export function RecordPage({ list, title, kicker, actions, children }: RecordPageProps) {
  return (
    <article className="mx-auto w-full max-w-3xl" aria-labelledby="record-title">
      <title>{`${title} · LearnLog`}</title>
      <BackToList list={list} />
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          {kicker}
          <h1 id="record-title" className="mt-2 text-2xl font-bold tracking-tight text-balance wrap-anywhere text-ink sm:text-3xl">
            {title}
          </h1>
        </div>
        {actions}
      </header>
      <div className="mt-6 space-y-6">{children}</div>
    </article>
  );
}

export function RecordNotFound({ what, list }: { what: string; list: RecordPageProps['list'] }) {
  return (
    <section className="card mx-auto flex max-w-xl flex-col items-center px-6 py-12 text-center">
      <title>{`${what} not found · LearnLog`}</title>
      <span className="grid size-12 place-items-center rounded-2xl bg-surface-muted text-ink-muted">
        <FileQuestion aria-hidden="true" className="size-6" />
      </span>
      <h1 className="mt-4 text-xl font-semibold text-ink">{what} not found</h1>
      <p className="mt-1 text-sm text-ink-muted">It is not on this device. It may have been deleted.</p>
      <Link to={list.to} className="btn-primary mt-6">
        Go to {list.label}
      </Link>
    </section>
  );
}

/** A term and its value in a record's facts. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-ink-muted uppercase">{term}</dt>
      <dd className="mt-0.5 wrap-anywhere text-ink">{children}</dd>
    </div>
  );
}
