/** The reading view's title block: dates, read time, tags, and Edit with the entry's actions in one row (Delete under More). */
import { format, isSameDay } from 'date-fns';
import { Clock, Heart, Pencil } from 'lucide-react';
import { clsx } from 'clsx';
import { displayReadTime } from '@learnlog/shared';
import type { LocalEntry } from '../../../db/local-records';
import { TagChips } from '../../../components/tag-chips';
import { PendingMarker } from '../../sync-status';
import { copyLinkHint, VisibilityToggle } from '../components/visibility-toggle';
import { CopyLinkButton } from '../components/copy-link-button';
import { EntryMoreMenu } from './entry-more-menu';
import type { EntryActions } from '../components/use-entry-actions';
import { journalPath } from '../data/journal-filter';

const tagPath = (tag: string) => journalPath({ tag });

const ACTION = 'btn-ghost min-h-10 gap-1.5 px-2.5 text-sm font-medium';
/** On a phone the everyday actions show their icons alone, so they and More fit one row. */
const WORD = 'sr-only sm:not-sr-only';

/**
 * When it was written, and when it last changed if that was another day. ("Updated", not
 * "Edited": an entry written offline changes on the server the day it arrives.)
 */
function Dates({ entry }: { entry: LocalEntry }) {
  const written = new Date(entry.createdAt);
  const updated = new Date(entry.updatedAt);
  return (
    <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
      <time dateTime={entry.createdAt}>{format(written, 'EEEE, MMMM d, yyyy')}</time>
      {!isSameDay(written, updated) && updated > written && <time dateTime={entry.updatedAt}>{`Updated ${format(updated, 'MMM d, yyyy')}`}</time>}
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden="true" className="size-3.5" />
        {displayReadTime(entry.readTime)} min read
      </span>
      <PendingMarker record={entry} />
    </p>
  );
}

interface EntryHeaderProps {
  entry: LocalEntry;
  actions: EntryActions;
  onEdit: () => void;
  onDeleted: () => void;
}

export function EntryHeader({ entry, actions, onEdit, onDeleted }: EntryHeaderProps) {
  return (
    <header>
      <h1 id="entry-title" className="text-3xl font-bold tracking-tight text-balance wrap-anywhere text-ink sm:text-4xl">{entry.title}</h1>
      <Dates entry={entry} />
      <TagChips tags={entry.tags} className="mt-4" linkTo={tagPath} />
      <div className="mt-5 flex items-center gap-1 border-y border-line py-2">
        <button type="button" className="btn-primary mr-1" onClick={onEdit} aria-keyshortcuts="e">
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </button>
        <button type="button" className={ACTION} aria-pressed={entry.isFavorite} title="Favorite" onClick={() => void actions.toggleFavorite(entry)}>
          <Heart aria-hidden="true" className={clsx('size-4', entry.isFavorite ? 'fill-rose-500 text-rose-500' : 'text-ink-muted')} />
          <span className={WORD}>Favorite</span>
        </button>
        <VisibilityToggle entry={entry} actions={actions} className={ACTION} labelClassName="hidden sm:inline" />
        <CopyLinkButton className={ACTION} hint={copyLinkHint(entry)} onCopy={() => actions.copyLink(entry)} labelClassName={WORD} />
        <span className="ml-auto">
          <EntryMoreMenu
            title={entry.title}
            className={clsx(ACTION, 'text-ink-muted')}
            onDelete={async () => {
              const deleted = await actions.remove(entry);
              if (deleted) onDeleted();
              return deleted;
            }}
          />
        </span>
      </div>
    </header>
  );
}
