/**
 * /journal - Learning Journal (core spec 2): usage banner for seekers, search, tag chips, the
 * cards (virtualised, read a page at a time) and both empty states. Cards open the editor.
 */
import { useCallback, useDeferredValue, useState, type ReactNode } from 'react';
import type { LocalEntry } from '../../db/local-records';
import { EntryList, EntryListSkeleton } from './components/entry-list';
import { JournalEmptyState } from './components/journal-empty-state';
import { JournalFilters } from './components/journal-filters';
import { UsageBanner } from './components/usage-banner';
import { useEntryActions } from './components/use-entry-actions';
import { useEntryAllowance } from './data/use-entry-allowance';
import { useJournalEntries, useTagChips } from './data/use-journal-entries';
import { LazyEntryDialog } from './entry-dialog/lazy-entry-dialog';
import { NewEntryButton } from './new-entry-button';

const PAGE_SIZE = 30;

/** `children`: a dialog shown over the list (the /new-entry route). */
export function JournalScreen({ children }: { children?: ReactNode }) {
  const [query, setQuery] = useState('');
  const [tag, setTag] = useState<string | null>(null);
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [editing, setEditing] = useState<LocalEntry | null>(null);
  const search = useDeferredValue(query);

  const page = useJournalEntries(search, tag, limit);
  const tagChips = useTagChips() ?? [];
  const allowance = useEntryAllowance();
  const actions = useEntryActions();

  const loaded = page?.entries.length ?? 0;
  // A page is asked for only once the one before it has arrived.
  const loadMore = useCallback(() => setLimit((current) => Math.max(current, loaded + PAGE_SIZE)), [loaded]);
  const filtered = search.trim() !== '' || tag !== null;

  return (
    <section className="mx-auto w-full max-w-3xl space-y-5">
      <title>Learning Journal · LearnLog</title>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Learning Journal</h1>
          <p className="mt-1 text-ink-muted">Everything you learned, searchable and yours, online or off.</p>
        </div>
        <NewEntryButton />
      </header>

      <UsageBanner allowance={allowance} />
      <JournalFilters
        query={query}
        onQueryChange={(next) => {
          setQuery(next);
          setLimit(PAGE_SIZE);
        }}
        tags={tagChips}
        tag={tag}
        onTagChange={(next) => {
          setTag(next);
          setLimit(PAGE_SIZE);
        }}
      />

      {!page ? (
        <EntryListSkeleton />
      ) : page.entries.length === 0 ? (
        <JournalEmptyState filtered={filtered} action={<NewEntryButton label="Write First Entry" />} />
      ) : (
        <EntryList entries={page.entries} hasMore={page.hasMore} onLoadMore={loadMore} onOpen={setEditing} actions={actions} />
      )}

      {editing && <LazyEntryDialog key={editing.id} open entry={editing} onOpenChange={(open) => !open && setEditing(null)} />}
      {children}
    </section>
  );
}
