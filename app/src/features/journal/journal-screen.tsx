/**
 * /journal - Learning Journal (core spec 2): usage banner for seekers, search, tag chips, saved searches, the
 * cards (virtualised, read a page at a time) and both empty states. The filters live in the
 * address (journal-filter.ts). A card opens the entry as it reads (/journal/entry/:id); back
 * from it, the list is where the learner left it.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useNavigationType, useSearchParams } from 'react-router-dom';
import type { LocalEntry } from '../../db/local-records';
import { JournalFilters } from './components/journal-filters';
import { UsageBanner } from './components/usage-banner';
import { useEntryActions } from './components/use-entry-actions';
import { firstCardOnScreen, recallJournalView, rememberJournalView, restoreAnchor } from './data/journal-view-memory';
import { useEntryAllowance } from './data/use-entry-allowance';
import { JOURNAL_PAGE_SIZE } from './data/first-page';
import { useJournalEntries, useTagChips } from './data/use-journal-entries';
import { filterFromParams, filterToParams, isFiltered, type JournalFilter } from './data/journal-filter';
import { JournalResults } from './journal-results';
import { NewEntryButton } from './new-entry-button';
import { SavedSearchChips } from './saved-searches/saved-search-chips';
import { entryPath } from './reading/entry-path';

/** `children`: the editor shown over the list (/journal/new). */
export function JournalScreen({ children }: { children?: ReactNode }) {
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const [restore] = useState(() => {
    const view = navigationType === 'POP' ? recallJournalView() : null;
    return view?.address === address ? view : null;
  });
  const fromAddress = useMemo(() => filterFromParams(new URLSearchParams(address)), [address]);
  // The box keeps what was typed (the address follows it a step behind); a link or a back press
  // that changes the address's query puts that in the box.
  const [query, setQuery] = useState(fromAddress.query);
  const typed = useRef(fromAddress.query);
  useEffect(() => {
    if (fromAddress.query === typed.current) return;
    typed.current = fromAddress.query;
    setQuery(fromAddress.query);
  }, [fromAddress.query]);
  const filter = useMemo(() => ({ ...fromAddress, query }), [fromAddress, query]);
  const [limit, setLimit] = useState(restore?.limit ?? JOURNAL_PAGE_SIZE);
  const [limitFor, setLimitFor] = useState(address);
  if (limitFor !== address) {
    // Another filter starts at the first page.
    setLimitFor(address);
    setLimit(JOURNAL_PAGE_SIZE);
  }
  const change = useCallback(
    (next: Partial<JournalFilter>) => {
      const typing = Object.keys(next).length === 1 && 'query' in next;
      if (next.query !== undefined) {
        typed.current = next.query;
        setQuery(next.query);
      }
      // Typing replaces the address; choosing a filter is a step back can undo.
      const nextParams = filterToParams({ ...filterFromParams(new URLSearchParams(window.location.search)), ...next, query: next.query ?? typed.current });
      setParams(nextParams, { replace: typing });
    },
    [setParams],
  );
  // Not deferred: the search starts in the keystroke's own render (the list keeps showing the last
  // answer until the new one arrives, and only the list re-renders then).
  const filtered = isFiltered(filter);
  const page = useJournalEntries(filter, limit);
  const tagChips = useTagChips() ?? [];
  const allowance = useEntryAllowance();
  const actions = useEntryActions();

  // A page is asked for only once the one before it has arrived.
  const loadMore = useCallback((loaded: number) => setLimit((current) => Math.max(current, loaded + JOURNAL_PAGE_SIZE)), []);
  const open = useCallback((entry: LocalEntry) => navigate(entryPath(entry.id), { state: { fromJournal: true } }), [navigate]);

  // Back from an entry: once the remembered page of cards is on screen, scroll to where it was.
  const scrolled = useRef(false);
  useEffect(() => {
    if (!restore || scrolled.current || !page) return;
    scrolled.current = true;
    restoreAnchor(restore);
  }, [restore, page]);

  const view = useRef({ address, limit });
  useEffect(() => {
    view.current = { address, limit };
  }, [address, limit]);
  const onLeave = useCallback(
    (measurements: JournalViewMeasurements) =>
      rememberJournalView({ ...view.current, scrollY: window.scrollY, measurements, anchor: firstCardOnScreen() }),
    [],
  );

  return (
    <section className="mx-auto w-full max-w-3xl space-y-5">
      <title>Learning Journal · LearnLog</title>
      <header className="flex flex-wrap items-center justify-between gap-3 sm:items-end">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Learning Journal</h1>
          {/* A phone's first screen is for the entries: the line under the title starts at the small breakpoint. */}
          <p className="mt-1 hidden text-ink-muted sm:block">Everything you learned, searchable and yours, online or off.</p>
        </div>
        <NewEntryButton />
      </header>

      <UsageBanner allowance={allowance} />
      <JournalFilters filter={filter} onChange={change} tags={tagChips} />
      <SavedSearchChips filter={filter} onApply={change} />

      <JournalResults
        read={page}
        filtered={filtered}
        onLoadMore={loadMore}
        onOpen={open}
        actions={actions}
        initialMeasurements={restore?.measurements}
        onLeave={onLeave}
      />
      {children}
    </section>
  );
}

type JournalViewMeasurements = Parameters<typeof rememberJournalView>[0]['measurements'];
