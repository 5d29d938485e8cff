/**
 * What paints before any module runs. The build prerenders the landing page into index.html
 * (scripts/vite/landing-prerender.ts), so a visitor at `/` sees it with the HTML and CSS alone and
 * never downloads the signed-in app. index.html is also every other route's shell (and the service
 * worker's offline shell), so a small script in its head marks every other load, before the body
 * paints, and the landing stays hidden: a returning learner never sees it flash.
 */
import { LAST_USER_STORAGE_KEY, lastKnownUser } from '../features/auth/last-user-cache';
import { DATABASE_PREFIX } from '../db/database-name';
import { earlyUserLookupScript } from '../features/auth/early-user-lookup';

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

/** Shows (visitor) or hides (everyone else) the prerendered landing, whatever the head script decided. */
export function showPrerenderedLanding(show: boolean): void {
  document.documentElement.toggleAttribute(APP_SHELL_ATTRIBUTE, !show);
}

/**
 * The head's script and style, as text for index.html. The script only looks for the stored
 * learner (isLandingVisit also checks it is one); a stray value hides the landing until main.tsx
 * shows it again. For everyone but a visitor it also starts fetching the app's modules (appModules,
 * the built app chunk and its imports), which main.tsx would otherwise find only once it
 * has itself loaded and run. For a device that knew a learner it also opens (and closes) their
 * database, so the browser reads its store from disk while the modules arrive: the app's own open
 * came after them and took ~100 ms of the journal's first card; an absent database is not created.
 * A device that knows no learner asks who is signed in instead (early-user-lookup.ts).
 * It runs inline, so the server allows it by its hash
 * (sync-server/src/shell-script-hashes.ts).
 */
export function firstPaintHead(appModules: readonly string[], timeZoneHeader: string): { script: string; style: string } {
  const key = JSON.stringify(LAST_USER_STORAGE_KEY);
  const preload = `${JSON.stringify(appModules)}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)})`;
  const warm = `var u=JSON.parse(s);if(u&&typeof u.id==='number'){var r=indexedDB.open(${JSON.stringify(DATABASE_PREFIX)}+u.id);r.onupgradeneeded=function(){r.transaction.abort()};r.onerror=function(e){e.preventDefault()};r.onsuccess=function(){r.result.close()}}`;
  const script = `(function(){var s=null;try{s=localStorage.getItem(${key})}catch(e){}if(location.pathname==='/'&&!s)return;document.documentElement.setAttribute(${JSON.stringify(APP_SHELL_ATTRIBUTE)},'');${preload};try{if(s){${warm}}else{${earlyUserLookupScript(timeZoneHeader)}}}catch(e){}})()`;
  const style = `html[${APP_SHELL_ATTRIBUTE}] #${LANDING_SHELL_ID}{display:none}`;
  return { script, style };
}
