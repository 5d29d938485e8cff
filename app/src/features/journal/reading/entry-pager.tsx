/** The entries written just before and just after this one (← and → do the same). */
import { Link } from 'react-router-dom';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { EntryLink } from '../data/entry-reading';
import { entryPath } from './entry-path';

function PagerLink({ link, direction }: { link: EntryLink; direction: 'previous' | 'next' }) {
  const next = direction === 'next';
  return (
    <Link
      to={entryPath(link.id)}
      replace
      state={{ fromJournal: true }}
      rel={next ? 'next' : 'prev'}
      className={`card flex min-w-0 flex-1 items-center gap-3 p-4 hover:border-brand-300 ${next ? 'justify-end text-right' : ''}`}
    >
      {!next && <ArrowLeft aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />}
      <span className="min-w-0">
        <span className="block text-xs font-medium text-ink-muted">{next ? 'Next entry' : 'Previous entry'}</span>
        <span className="block truncate font-semibold text-ink">{link.title}</span>
      </span>
      {next && <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />}
    </Link>
  );
}

export function EntryPager({ previous, next }: { previous: EntryLink | null; next: EntryLink | null }) {
  if (!previous && !next) return null;
  return (
    <nav aria-label="More entries" className="mt-10 flex flex-col gap-3 border-t border-line pt-6 sm:flex-row">
      {previous ? <PagerLink link={previous} direction="previous" /> : <span className="hidden flex-1 sm:block" />}
      {next && <PagerLink link={next} direction="next" />}
    </nav>
  );
}
