/**
 * What paints before any module runs. The build prerenders the landing page into index.html
 * (scripts/vite/landing-prerender.ts), so a visitor at `/` sees it with the HTML and CSS alone and
 * never downloads the signed-in app. index.html is also every other route's shell (and the service
 * worker's offline shell), so a small script in its head marks every other load, before the body
 * paints, and the landing stays hidden: a returning learner never sees it flash. Those scripts are
 * TypeScript in app/head/, built into index.html (docs/decisions/015-head-script-typescript.md).
 */
import { lastKnownUser } from '../features/auth/last-user-cache.ts';
import { SNAPSHOT_ELEMENT_ID } from '../lib/first-screen-snapshot.ts';
import { APP_MODULES_KEY } from '../head/keys.ts';

/**
 * The app's chunks in the order to evaluate them, from the head's script (none in development).
 * Imported one by one, a task each, so no chunk's evaluation makes a long task. Why: docs/decisions/009-first-screen-copy-and-head-script.md
 */
export function appModulesToEvaluate(): readonly string[] {
  const list = (window as unknown as Record<string, unknown>)[APP_MODULES_KEY];
  return Array.isArray(list) ? list.filter((url): url is string => typeof url === 'string') : [];
}

/** The element that holds the prerendered landing page, inside #root. */
export const LANDING_SHELL_ID = 'landing-shell';

/** Set on <html> when this load is not a visitor's landing page; hides the prerendered landing. */
export const APP_SHELL_ATTRIBUTE = 'data-app-shell';

/** A visitor's landing page: `/` on a device that knows no learner (as lastKnownUser() sees it). */
export function isLandingVisit(): boolean {
  return window.location.pathname === '/' && !lastKnownUser();
}

/** The prerendered landing, when this build has one (the dev server does not). */
export function prerenderedLanding(): HTMLElement | null {
  return document.getElementById(LANDING_SHELL_ID);
}

/** Whether index.html's script put the last visit's first screen on screen (lib/first-screen-snapshot.ts). */
export function firstScreenCopyShown(): boolean {
  return document.getElementById(SNAPSHOT_ELEMENT_ID) !== null;
}

/**
 * Runs `run` once the frame now being drawn has been painted (a frame's callbacks run before its
 * paint, a task queued from them after it); at once in a hidden page, which draws no frames.
 * The script after #root runs this very function (app/src/head/show-first-screen.ts).
 */
export function afterNextPaint(run: () => void): void {
  if (document.visibilityState === 'hidden') setTimeout(run, 0);
  else requestAnimationFrame(() => setTimeout(run, 0));
}

/** Shows (visitor) or hides (everyone else) the prerendered landing, whatever the head script decided. */
export function showPrerenderedLanding(show: boolean): void {
  document.documentElement.toggleAttribute(APP_SHELL_ATTRIBUTE, !show);
}
