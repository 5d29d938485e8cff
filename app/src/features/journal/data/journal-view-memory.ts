/**
 * Where the learner was in the journal list (search, tag, how many were loaded, the cards'
 * measured sizes and the scroll position), kept for the page's life. Back from an entry, the
 * list comes back exactly there instead of at the top (the list is virtualised and read a page
 * at a time, so the browser's own scroll restoration lands on a shorter page).
 */
import type { VirtualItem } from '@tanstack/react-virtual';

export interface JournalView {
  query: string;
  tag: string | null;
  limit: number;
  scrollY: number;
  measurements: VirtualItem[];
}

let remembered: JournalView | null = null;

export function rememberJournalView(view: JournalView): void {
  remembered = view;
}

/** The view to come back to; only a back/forward navigation asks (a link starts at the top). */
export function recallJournalView(): JournalView | null {
  return remembered;
}
