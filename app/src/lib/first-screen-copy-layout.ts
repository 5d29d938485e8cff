/**
 * Where the copy of the last visit's journal (first-screen-snapshot.ts) laid out its list: where
 * the list starts on the page and each card's height. Read once at start, before React's first
 * render replaces the copy, and given to the live list as its first measurements: the virtualiser
 * then places the cards where the copy had them without measuring them in the render's own task,
 * and does not render the list a second time, synchronously, to move them (together ~20 ms of the
 * start's longest task here, four times that on a phone). Cards the copy did not have, or whose
 * height has changed since, are measured and moved as before.
 */
import { SNAPSHOT_ELEMENT_ID } from './first-screen-snapshot';

export interface CopiedListLayout {
  /** The list's top on the page (the virtualiser's scroll margin). */
  listTop: number;
  /** Each copied card's height, by its entry's id, in list order. */
  heights: ReadonlyArray<{ id: number; height: number }>;
}

let copied: CopiedListLayout | null = null;

/** Reads the copy's list, if the copy is on screen and shows one. The copy is already laid out. */
export function keepCopiedListLayout(): void {
  const list = document.getElementById(SNAPSHOT_ELEMENT_ID)?.querySelector<HTMLElement>('[role=feed]');
  if (!list) return;
  const heights = [...list.querySelectorAll<HTMLElement>('[data-entry-id]')]
    .map((card) => ({ id: Number(card.dataset['entryId']), height: card.offsetHeight }))
    .filter((card) => Number.isFinite(card.id) && card.height > 0);
  copied = { listTop: list.getBoundingClientRect().top + window.scrollY, heights };
}

/** The copied layout, for the live list's first render only (it is forgotten once that list has mounted). */
export function copiedListLayout(): CopiedListLayout | null {
  return copied;
}

export function forgetCopiedListLayout(): void {
  copied = null;
}
