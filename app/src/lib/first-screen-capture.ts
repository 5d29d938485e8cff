/**
 * Copies the first screen for the next start (first-screen-snapshot.ts says what the copy is for
 * and when it is shown). Only the signed-in app loads this.
 */
import { LAST_USER_STORAGE_KEY } from './last-user-key';
import {
  SNAPSHOT_ELEMENT_ID,
  SNAPSHOT_MAX_CHARS,
  SNAPSHOT_OMIT_ATTRIBUTE,
  SNAPSHOT_PATHS,
  SNAPSHOT_READY_ATTRIBUTE,
  SNAPSHOT_STORAGE_KEY,
  dayStamp,
  forgetSnapshot,
  type FirstScreenSnapshot,
} from './first-screen-snapshot';

/** How long the screen must stay unchanged before it is copied. */
const SETTLE_MS = 1_000;

function signedInUserId(): number | null {
  try {
    const user = JSON.parse(localStorage.getItem(LAST_USER_STORAGE_KEY) ?? 'null') as { id?: unknown } | null;
    return typeof user?.id === 'number' ? user.id : null;
  } catch {
    return null;
  }
}

/**
 * The screen's markup as the next start may show it, or null when this screen should not be
 * copied: another screen, a search or filter on, scrolled down (a virtualised list holds other
 * cards there), the data not read yet, or the last copy still on screen.
 */
function snapshotMarkup(container: HTMLElement): string | null {
  if (!SNAPSHOT_PATHS.includes(window.location.pathname) || window.location.search !== '') return null;
  if (window.scrollY > 0 || document.getElementById(SNAPSHOT_ELEMENT_ID)) return null;
  if (!container.querySelector(`[${SNAPSHOT_READY_ATTRIBUTE}]`)) return null;
  const copy = container.cloneNode(true) as HTMLElement;
  for (const element of copy.querySelectorAll<HTMLElement>(`[${SNAPSHOT_OMIT_ATTRIBUTE}]`)) element.style.visibility = 'hidden';
  return copy.innerHTML;
}

/** Keeps the screen in `container` for the next start, if it is one to keep. */
function takeSnapshot(container: HTMLElement): void {
  const user = signedInUserId();
  const html = user === null ? null : snapshotMarkup(container);
  if (user === null || html === null) return;
  if (html.length > SNAPSHOT_MAX_CHARS) {
    // An older, smaller copy would show what is no longer there.
    forgetSnapshot();
    return;
  }
  const snapshot: FirstScreenSnapshot = { user, path: window.location.pathname, day: dayStamp(), html };
  try {
    localStorage.setItem(SNAPSHOT_STORAGE_KEY, JSON.stringify(snapshot));
  } catch {
    // Full or refused storage: the next start renders without a copy, as it would anyway.
  }
}

/**
 * Copies the screen once it has settled after each change (in idle time), and as the page is
 * hidden or left (the learner switches apps or closes the tab).
 */
export function startSnapshotCapture(container: HTMLElement): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const take = () => takeSnapshot(container);
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(take, { timeout: SETTLE_MS }) : take());
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(whenIdle, SETTLE_MS);
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') take();
  };
  const observer = new MutationObserver(schedule);
  observer.observe(container, { childList: true, subtree: true, characterData: true });
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', take);
  return () => {
    clearTimeout(timer);
    observer.disconnect();
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', take);
  };
}
