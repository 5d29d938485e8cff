/** One journal card: opens the entry to read; favourite, public/private, share link and delete. */
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

const ACTION = 'btn-ghost relative z-10 min-h-10 gap-1.5 px-2.5 text-sm font-medium';

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
    <article className="card relative p-4 transition-shadow hover:shadow-md sm:p-5" aria-labelledby={`entry-${entry.id}-title`}>
      <div className="flex items-start justify-between gap-3">
        <h2 id={`entry-${entry.id}-title`} className="min-w-0 text-lg leading-snug font-semibold wrap-anywhere text-ink">
          {/* The title button covers the whole card, so a tap anywhere opens the entry. */}
          <button type="button" onClick={() => onOpen(entry)} className="text-left after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-500">
            {query ? <Marked parts={markedTitle(entry, query)} /> : entry.title}
          </button>
        </h2>
        <button
          type="button"
          aria-label={entry.isFavorite ? 'Remove from favorites' : 'Add to favorites'}
          aria-pressed={entry.isFavorite}
          onClick={() => void actions.toggleFavorite(entry)}
          className="btn-ghost relative z-10 -mt-1.5 -mr-2 min-h-10 px-2.5"
        >
          <Heart aria-hidden="true" className={clsx('size-5', entry.isFavorite ? 'fill-rose-500 text-rose-500' : 'text-ink-muted')} />
        </button>
      </div>
      {snippet ? (
        <p className="mt-1.5 line-clamp-5 text-sm leading-relaxed break-words text-ink-muted">
          {snippet.label && <span className="font-medium text-ink">{snippet.label}: </span>}
          <Marked parts={snippet.parts} />
        </p>
      ) : (
        <p className="mt-1.5 line-clamp-5 text-sm leading-relaxed break-words whitespace-pre-line text-ink-muted">{entryPreview(entry.content)}</p>
      )}
      <TagChips tags={entry.tags} className="mt-3" linkTo={tagPath} />
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-muted">
        <time dateTime={entry.createdAt}>{format(new Date(entry.createdAt), 'MMM d, yyyy')}</time>
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="size-3.5" />
          {displayReadTime(entry.readTime)} min read
        </span>
        <PendingMarker record={entry} className="relative z-10" />
      </div>
      <div className="mt-3 border-t border-line pt-2">
        <div className="-mb-1.5 -ml-2.5 flex flex-wrap items-center gap-1">
          <VisibilityToggle entry={entry} actions={actions} className={ACTION} />
          <CopyLinkButton className={ACTION} hint={copyLinkHint(entry)} onCopy={() => actions.copyLink(entry)} />
          <span className="relative z-10 ml-auto">
            <DeleteEntryButton title={entry.title} onConfirm={() => actions.remove(entry)} />
          </span>
        </div>
      </div>
    </article>
  );
});
