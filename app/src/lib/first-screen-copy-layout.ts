/**
 * Where the copy of the last visit's journal (first-screen-snapshot.ts) laid out its list: where
 * the list starts on the page and each card's height. Read once at start, before React's first
 * render replaces the copy, and given to the live list as its first measurements: the virtualiser
 * then places the cards where the copy had them without measuring them in the render's own task,
 * and does not render the list a second time, synchronously, to move them. Cards the copy did not
 * have, or whose height has changed since, are measured and moved as usual. Why: docs/decisions/009-first-screen-copy-and-head-script.md
 */
import type { VirtualItem } from '@tanstack/react-virtual';
import { SNAPSHOT_ELEMENT_ID } from './first-screen-snapshot';

export interface CopiedListLayout {
  /** The list's top on the page (the virtualiser's scroll margin). */
  listTop: number;
  /** Each copied card's height by its entry's id, as the virtualiser's first measurements (only keys and sizes count). */
  measurements: VirtualItem[];
}

let copied: CopiedListLayout | null = null;

/** Reads the copy's list, if the copy is on screen and shows one. The copy is already laid out. */
export function keepCopiedListLayout(): void {
  const list = document.getElementById(SNAPSHOT_ELEMENT_ID)?.querySelector<HTMLElement>('[role=feed]');
  if (!list) return;
  const measurements = [...list.querySelectorAll<HTMLElement>('[data-entry-id]')]
    .map((card) => ({ key: Number(card.dataset['entryId']), size: card.offsetHeight }))
    .filter((card) => Number.isFinite(card.key) && card.size > 0)
    .map(({ key, size }, index) => ({ key, index, start: 0, end: size, size, lane: 0 }));
  copied = { listTop: list.getBoundingClientRect().top + window.scrollY, measurements };
}

/** The copied layout, for the live list's first render only (it is forgotten once that list has mounted). */
export function copiedListLayout(): CopiedListLayout | null {
  return copied;
}

export function forgetCopiedListLayout(): void {
  copied = null;
}
