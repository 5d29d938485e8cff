/**
 * The first screen as the learner last saw it, painted with the HTML before any of the app's code
 * has arrived (docs/decisions/009-first-screen-copy-and-head-script.md). While the journal or
 * the dashboard shows the device's data, a copy of its markup is kept in local storage; on the next
 * start, index.html's inline script (app/head/) puts that copy on screen, inert and hidden
 * from assistive technology, and React's first render replaces it with the live screen. The copy is
 * the learner's own data from this device, so it is only used for the same learner, screen and day,
 * and it is dropped with the learner (sign-out, a 401). The copying itself is first-screen-capture.ts.
 */
export const SNAPSHOT_STORAGE_KEY = 'learnlog:first-screen';
/** The element the inline script puts the copy in, inside #root until React's first render. */
export const SNAPSHOT_ELEMENT_ID = 'first-screen-snapshot';
/** The screens whose first render comes from the device alone (they are preloaded at start). */
export const SNAPSHOT_PATHS: readonly string[] = ['/journal', '/dashboard'];
/** Marks a screen that shows the device's data in its default view (no search, no filter). */
export const SNAPSHOT_READY_ATTRIBUTE = 'data-snapshot-ready';
/**
 * Marks what may no longer be true at the next start (whether the device is online, a record's
 * way to the server): the copy keeps its room on the screen but not its words.
 */
export const SNAPSHOT_OMIT_ATTRIBUTE = 'data-snapshot-omit';
/** Spread on such an element: `<span {...SNAPSHOT_OMIT}>`. */
export const SNAPSHOT_OMIT = { [SNAPSHOT_OMIT_ATTRIBUTE]: '' } as const;
/** Spread on an element a screen renders once it shows the device's data in its default view. */
export const SNAPSHOT_READY = { [SNAPSHOT_READY_ATTRIBUTE]: '' } as const;
/** Photos inline as data URLs could make a copy large; such a screen is not kept. */
export const SNAPSHOT_MAX_CHARS = 200_000;

export interface FirstScreenSnapshot {
  user: number;
  path: string;
  /** The device's calendar day when it was taken (dayStamp): streaks and "today" change with it. */
  day: string;
  html: string;
}

/**
 * The device's calendar day. The inline script runs this very function (bundled into it), so the
 * two sides cannot disagree.
 */
export function dayStamp(): string {
  const now = new Date();
  return `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`;
}

export function forgetSnapshot(): void {
  try {
    localStorage.removeItem(SNAPSHOT_STORAGE_KEY);
  } catch {
    // Nothing stored that we could remove.
  }
}
