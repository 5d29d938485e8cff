/**
 * One journal card, small enough for 3-4 on a phone's first screen: the title, one small row
 * (date, read time, and favourite, public/private, share link and delete as icons), two lines of
 * preview, the tags. A tap anywhere else opens the entry to read.
 */
import { memo } from 'react';
import { format } from 'date-fns';
import { Clock, Heart } from 'lucide-react';
import { clsx } from 'clsx';
import { displayReadTime } from '@learnlog/shared';
import type { LocalEntry } from '../../../db/local-records';
import { TagChips } from '../../../components/tag-chips';
import { PendingMarker } from '../../sync-status';
import { entryPreview } from '../data/entry-preview';
import { journalPath } from '../data/journal-filter';
import { markedTitle, searchSnippet } from '../data/search-snippet';
import { Marked } from './marked';
import { copyLinkHint, VisibilityToggle } from './visibility-toggle';
import { CopyLinkButton } from './copy-link-button';
import { DeleteEntryButton } from './delete-entry-dialog';
import type { EntryActions } from './use-entry-actions';

/** The small row's icon buttons: 36 px to tap, drawn into the row's own height. */
const ACTION = 'btn-ghost relative z-10 -my-1.5 min-h-9 size-9 shrink-0 px-0';

export interface EntryCardProps {
  entry: LocalEntry;
  onOpen: (entry: LocalEntry) => void;
  actions: EntryActions;
  /** The search the card was found by: its words are marked, with where else it matched. */
  query?: string;
}

const tagPath = (tag: string) => journalPath({ tag });

export const EntryCard = memo(function EntryCard({ entry, onOpen, actions, query }: EntryCardProps) {
  const snippet = query ? searchSnippet(entry, query) : null;
  return (
    <article className="card relative px-3.5 py-3 transition-shadow hover:shadow-md sm:px-4" aria-labelledby={`entry-${entry.id}-title`}>
      <h2 id={`entry-${entry.id}-title`} className="text-base leading-snug font-semibold text-ink">
        {/* The title button covers the whole card, so a tap anywhere opens the entry. */}
        <button type="button" onClick={() => onOpen(entry)} className="block w-full truncate text-left after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-500">
          {query ? <Marked parts={markedTitle(entry, query)} /> : entry.title}
        </button>
      </h2>
      <div className="mt-1 flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs text-ink-muted sm:gap-x-2">
        <time dateTime={entry.createdAt}>{format(new Date(entry.createdAt), 'MMM d, yyyy')}</time>
        <span className="inline-flex items-center gap-1">
          {/* No clock on a phone, so the four actions stay on the date's row at 360 px. */}
          <Clock aria-hidden="true" className="hidden size-3.5 sm:block" />
          {displayReadTime(entry.readTime)} min read
        </span>
        <PendingMarker record={entry} className="relative z-10" />
        <div className="-mr-2 ml-auto flex items-center">
          <button
            type="button"
            aria-label={entry.isFavorite ? 'Remove from favorites' : 'Add to favorites'}
            aria-pressed={entry.isFavorite}
            onClick={() => void actions.toggleFavorite(entry)}
            className={ACTION}
          >
            <Heart aria-hidden="true" className={clsx('size-4.5', entry.isFavorite ? 'fill-rose-500 text-rose-500' : 'text-ink-muted')} />
          </button>
          <VisibilityToggle entry={entry} actions={actions} className={ACTION} labelClassName="hidden" />
          <CopyLinkButton className={ACTION} hint={copyLinkHint(entry)} onCopy={() => actions.copyLink(entry)} labelClassName="sr-only" />
          <DeleteEntryButton title={entry.title} onConfirm={() => actions.remove(entry)} className={clsx(ACTION, 'text-ink-muted hover:text-danger')} />
        </div>
      </div>
      {snippet ? (
        <p className="mt-1 line-clamp-2 text-sm leading-5 break-words text-ink-muted">
          {snippet.label && <span className="font-medium text-ink">{snippet.label}: </span>}
          <Marked parts={snippet.parts} />
        </p>
      ) : (
        <p className="mt-1 line-clamp-2 text-sm leading-5 break-words text-ink-muted">{entryPreview(entry.content)}</p>
      )}
      <TagChips tags={entry.tags} className="mt-2" linkTo={tagPath} />
    </article>
  );
});
