/**
 * The journal's list part: skeletons, the empty states or the cards, with the entries still on
 * their way to the device database on top. It is its own (memoised) component so that a saved
 * entry re-renders only the list, not the header, banner and filters above it (the card must be
 * on screen within the click's frame), and a keystroke in the search box does not re-render the
 * cards while the search runs.
 */
import { memo, useCallback } from 'react';
import type { VirtualItem } from '@tanstack/react-virtual';
import type { LocalEntry } from '../../db/local-records';
import { EntryList, EntryListSkeleton } from './components/entry-list';
import { JournalEmptyState } from './components/journal-empty-state';
import type { EntryActions } from './components/use-entry-actions';
import type { EntryPage } from './data/entry-queries';
import { useListWithEntriesOnTheirWay } from './data/use-list-with-entries-on-their-way';
import { NewEntryButton } from './new-entry-button';
import { useFirstScreenContent } from '../../lib/first-screen-painted';
import { SNAPSHOT_READY } from '../../lib/first-screen-snapshot';

export interface JournalResultsProps {
  /** The list's read; undefined while it is on its way. */
  read: EntryPage | undefined;
  /** A search or a tag filter is on. */
  filtered: boolean;
  /** Asks for the next page once `loaded` cards are listed. */
  onLoadMore: (loaded: number) => void;
  onOpen: (entry: LocalEntry) => void;
  actions: EntryActions;
  initialMeasurements: VirtualItem[] | undefined;
  onLeave: (measurements: VirtualItem[]) => void;
}

export const JournalResults = memo(function JournalResults({ read, filtered, onLoadMore, onOpen, actions, initialMeasurements, onLeave }: JournalResultsProps) {
  const page = useListWithEntriesOnTheirWay(read, filtered);
  const loaded = page?.entries.length ?? 0;
  const loadMore = useCallback(() => onLoadMore(loaded), [onLoadMore, loaded]);
  useFirstScreenContent(page !== undefined);

  if (!page) return <EntryListSkeleton />;
  // What the next start may show before its code arrives: the journal as it opens, unfiltered.
  const ready = filtered ? null : <span hidden {...SNAPSHOT_READY} />;
  if (page.entries.length === 0)
    return (
      <>
        {ready}
        <JournalEmptyState filtered={filtered} action={<NewEntryButton label="Write First Entry" />} />
      </>
    );
  return (
    <>
      {ready}
      <EntryList
        entries={page.entries}
        hasMore={page.hasMore}
        onLoadMore={loadMore}
        onOpen={onOpen}
        actions={actions}
        initialMeasurements={initialMeasurements}
        onLeave={onLeave}
        query={read?.query}
      />
    </>
  );
});
