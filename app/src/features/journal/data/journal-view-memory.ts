/**
 * Where the learner was in the journal list (its filters, how many were loaded, the cards'
 * measured sizes and the scroll position), kept for the page's life. Back from an entry, the
 * list comes back exactly there instead of at the top (the list is virtualised and read a page
 * at a time, so the browser's own scroll restoration lands on a shorter page).
 */
import type { VirtualItem } from '@tanstack/react-virtual';

export interface JournalView {
  /** The filters' address (journal-filter.ts): the view comes back only to the same list. */
  address: string;
  limit: number;
  scrollY: number;
  measurements: VirtualItem[];
  /** The first card on screen and where its top was, to put it back exactly there. */
  anchor: { id: string; top: number } | null;
}

/** The first journal card whose bottom is on screen (cards carry `data-entry-id`). */
export function firstCardOnScreen(): JournalView['anchor'] {
  for (const row of document.querySelectorAll<HTMLElement>('[data-entry-id]')) {
    const box = row.getBoundingClientRect();
    if (box.bottom > 0) return { id: row.dataset['entryId'] ?? '', top: box.top };
  }
  return null;
}

/**
 * Scrolls so the anchor card sits where it was. Run for a few frames: cards above it may still
 * settle to their measured heights after the first scroll.
 */
export function restoreAnchor(view: JournalView, frames = 6): void {
  window.scrollTo({ top: view.scrollY, behavior: 'instant' });
  const anchor = view.anchor;
  if (!anchor) return;
  const step = (left: number) => {
    const row = document.querySelector<HTMLElement>(`[data-entry-id="${CSS.escape(anchor.id)}"]`);
    const drift = row ? row.getBoundingClientRect().top - anchor.top : 0;
    if (Math.abs(drift) > 0.5) window.scrollBy({ top: drift, behavior: 'instant' });
    if (left > 0) requestAnimationFrame(() => step(left - 1));
  };
  requestAnimationFrame(() => step(frames));
}

let remembered: JournalView | null = null;

export function rememberJournalView(view: JournalView): void {
  remembered = view;
}

/** The view to come back to; only a back/forward navigation asks (a link starts at the top). */
export function recallJournalView(): JournalView | null {
  return remembered;
}
