/**
 * The journal cards, virtualised against the window scroll (only the cards on screen are in the
 * DOM), asking for the next page of entries as the end comes near.
 * Why: docs/decisions/016-journal-search-index.md
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import type { LocalEntry } from '../../../db/local-records';
import { EntryCard } from './entry-card';
import type { EntryActions } from './use-entry-actions';
import { useFirstScreenPainted } from '../../../lib/first-screen-painted';
import { copiedListLayout, forgetCopiedListLayout } from '../../../lib/first-screen-copy-layout';

// A card with two lines of preview and one row of tags (entry-card.tsx).
const ESTIMATED_CARD_HEIGHT = 148;
const GAP = 12;
/**
 * Cards drawn beyond the screen each way. Every card drawn is work before a search's results or
 * a first list can show; three are plenty ahead of a finger's scroll, as each frame only adds one.
 * The start's first screen draws none until it has painted (then in slices): its first task
 * draws only what is seen, and lays out only that.
 */
const OVERSCAN = 3;
/** The window's size before the virtualizer has measured it, so the first render has its cards. */
const windowRect = () => ({ width: window.innerWidth, height: window.innerHeight });
/** Start reading the next page this many cards before the end. */
const PREFETCH_CARDS = 8;

export interface EntryListProps {
  entries: LocalEntry[];
  hasMore: boolean;
  onLoadMore: () => void;
  onOpen: (entry: LocalEntry) => void;
  actions: EntryActions;
  /** The cards' sizes as measured on an earlier visit, so coming back lands where it left. */
  initialMeasurements?: VirtualItem[];
  /** Called as the list goes away, with the cards' measured sizes. */
  onLeave?: (measurements: VirtualItem[]) => void;
  /** The search the entries were found by. */
  query?: string;
}

export function EntryList({ entries, hasMore, onLoadMore, onOpen, actions, initialMeasurements, onLeave, query }: EntryListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  // The start's first list takes its layout from the last visit's copy (first-screen-copy-layout.ts).
  const [copied] = useState(copiedListLayout);
  const [scrollMargin, setScrollMargin] = useState(copied?.listTop ?? 0);
  useEffect(forgetCopiedListLayout, []);

  // Where the list starts on the page (the banner and filters above it can change height).
  useLayoutEffect(() => {
    const element = listRef.current;
    if (!element) return;
    const measure = () => setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    if (element.parentElement) observer.observe(element.parentElement);
    return () => observer.disconnect();
  }, []);

  const painted = useFirstScreenPainted();
  const virtualizer = useWindowVirtualizer({
    count: entries.length,
    estimateSize: () => ESTIMATED_CARD_HEIGHT,
    overscan: painted ? OVERSCAN : 0,
    initialRect: windowRect(),
    gap: GAP,
    scrollMargin,
    getItemKey: (index) => entries[index]?.id ?? index,
    // React 19 warns about flushSync during render; the default batching is smooth enough.
    useFlushSync: false,
    initialMeasurementsCache: initialMeasurements ?? copied?.measurements ?? [],
  });
  const leave = useRef(onLeave);
  useEffect(() => {
    leave.current = onLeave;
  });
  // A layout cleanup: it runs before the next screen scrolls the window to its top.
  useLayoutEffect(() => () => leave.current?.(virtualizer.takeSnapshot()), [virtualizer]);
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasMore && lastIndex >= entries.length - PREFETCH_CARDS) onLoadMore();
  }, [hasMore, lastIndex, entries.length, onLoadMore]);

  return (
    <div>
      <div ref={listRef} role="feed" aria-label="Journal entries" aria-busy={hasMore} className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const entry = entries[item.index];
          if (!entry) return null;
          return (
            <div
              key={item.key}
              data-index={item.index}
              data-entry-id={entry.id}
              ref={virtualizer.measureElement}
              className="absolute top-0 left-0 w-full"
              style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
            >
              <EntryCard entry={entry} onOpen={onOpen} actions={actions} query={query} />
            </div>
          );
        })}
      </div>
      {hasMore && (
        <div className="mt-4 flex justify-center">
          <button type="button" className="btn-secondary" onClick={onLoadMore}>
            Show more entries
          </button>
        </div>
      )}
    </div>
  );
}

export function EntryListSkeleton() {
  return (
    <div role="status" aria-label="Loading entries" className="space-y-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="card animate-pulse space-y-2 px-3.5 py-3 sm:px-4">
          <div className="h-5 w-2/3 rounded bg-surface-muted" />
          <div className="h-3.5 w-1/3 rounded bg-surface-muted" />
          <div className="h-3.5 w-full rounded bg-surface-muted" />
          <div className="h-3.5 w-5/6 rounded bg-surface-muted" />
          <div className="flex gap-2">
            <div className="h-5 w-14 rounded-full bg-surface-muted" />
            <div className="h-5 w-16 rounded-full bg-surface-muted" />
          </div>
        </div>
      ))}
    </div>
  );
}
