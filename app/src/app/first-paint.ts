/**
 * What paints before any module runs. The build prerenders the landing page into index.html
 * (scripts/vite/landing-prerender.ts), so a visitor at `/` sees it with the HTML and CSS alone and
 * never downloads the signed-in app. index.html is also every other route's shell (and the service
 * worker's offline shell), so a small script in its head marks every other load, before the body
 * paints, and the landing stays hidden: a returning learner never sees it flash.
 */
import { LAST_USER_STORAGE_KEY, lastKnownUser } from '../features/auth/last-user-cache.ts';
import { SNAPSHOT_ELEMENT_ID, SNAPSHOT_STORAGE_KEY, dayStamp } from '../lib/first-screen-snapshot.ts';
import { DATABASE_PREFIX } from '../db/database-name.ts';
import { earlyUserLookupScript } from '../features/auth/early-user-lookup.ts';
import { earlyChangesScript, type HeadSyncConstants } from '../sync/early-changes.ts';

/** Where the head's script leaves the first screen's copy for the script after #root. */
const FIRST_SCREEN_KEY = '__learnlogFirstScreen';
/** How many of the app's chunks the head's script asks for in one task. */
const PRELOAD_BATCH = 6;
/** Where the head's script leaves the order in which main.tsx evaluates the app's chunks. */
const APP_MODULES_KEY = '__learnlogAppModules';

/** The built app's chunks (URLs), as the build found them (scripts/vite/landing-prerender.ts). */
export interface AppModules {
  /** In the order to fetch them: the app chunk, the largest, first. */
  fetch: readonly string[];
  /** Each after the chunks it imports, for evaluating them one task at a time. */
  evaluate: readonly string[];
}

/**
 * The app's chunks in the order to evaluate them, from the head's script (none in development).
 * Imported one by one, a task each, no chunk's evaluation waits behind another's: together they
 * were one ~70 ms task here, and Lighthouse (like a slow phone) counts four times that.
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
 * index.html's script runs this very function (its source is put in the script).
 */
export function afterNextPaint(run: () => void): void {
  if (document.visibilityState === 'hidden') setTimeout(run, 0);
  else requestAnimationFrame(() => setTimeout(run, 0));
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
 *
 * When the device holds a copy of this screen from the learner's last visit (the same learner,
 * screen and calendar day: lib/first-screen-snapshot.ts), the script leaves it for the script
 * after #root (firstScreenSnapshotScript), and the modules are fetched once the copy has painted:
 * on a phone's network the stylesheet, the one file the copy needs, then has the connection to
 * itself instead of sharing it with 280 KB of code.
 *
 * Both scripts run inline, so the server allows them by their hash
 * (sync-server/src/shell-script-hashes.ts).
 */
export function firstPaintHead(appModules: AppModules, sync: HeadSyncConstants): { script: string; style: string } {
  const key = JSON.stringify(LAST_USER_STORAGE_KEY);
  // A few links a task: each starts a fetch, ~1 ms of the page's time here, and all of them in one
  // task made a long one once the copy's paint no longer hid it.
  const preload = `function(){var m=${JSON.stringify(appModules.fetch)},i=0;(function b(){var f=document.createDocumentFragment();m.slice(i,i+=${PRELOAD_BATCH}).forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;f.appendChild(l)});document.head.appendChild(f);if(i<m.length)setTimeout(b,0)})()}`;
  const copy = `JSON.parse(localStorage.getItem(${JSON.stringify(SNAPSHOT_STORAGE_KEY)})||'null')`;
  const sameScreen = `v&&v.user===u.id&&v.path===location.pathname&&!location.search&&v.day===(${String(dayStamp)})()&&typeof v.html==='string'`;
  const keep = `var p=${preload},f=null;try{if(s){var u=JSON.parse(s),v=${copy};if(u&&${sameScreen})f=v.html}}catch(e){}if(f===null)p();else window[${JSON.stringify(FIRST_SCREEN_KEY)}]={html:f,preload:p}`;
  // The browser's time-zone data, loaded while the code arrives: the device database's first look
  // at the zone would otherwise cost the app's start ~17 ms (the early lookup below looks at once).
  const zone = `setTimeout(function(){try{Intl.DateTimeFormat().resolvedOptions()}catch(e){}},0)`;
  const warm = `var u=JSON.parse(s);if(u&&typeof u.id==='number'){var r=indexedDB.open(${JSON.stringify(DATABASE_PREFIX)}+u.id);r.onupgradeneeded=function(){r.transaction.abort()};r.onerror=function(e){e.preventDefault()};r.onsuccess=function(){r.result.close()}}`;
  const script = `(function(){var s=null;try{s=localStorage.getItem(${key})}catch(e){}if(location.pathname==='/'&&!s)return;document.documentElement.setAttribute(${JSON.stringify(APP_SHELL_ATTRIBUTE)},'');window[${JSON.stringify(APP_MODULES_KEY)}]=${JSON.stringify(appModules.evaluate)};${keep};try{if(s){${warm};${zone}}else{${earlyUserLookupScript(sync.headers.timeZone, (lookup, zone) => earlyChangesScript(lookup, zone, sync))}}}catch(e){}})()`;
  // The first screen's copy sits inside #root as if it were the app's own frame.
  const style = `html[${APP_SHELL_ATTRIBUTE}] #${LANDING_SHELL_ID}{display:none}#${SNAPSHOT_ELEMENT_ID}{display:contents}`;
  return { script, style };
}

/**
 * The script right after #root in index.html: puts the copy the head's script kept on screen, inert
 * and hidden from assistive technology (React's first render replaces everything in #root with the
 * live screen), then fetches the app's modules once it has painted.
 */
export function firstScreenSnapshotScript(): string {
  const show = `var d=document.createElement('div');d.id=${JSON.stringify(SNAPSHOT_ELEMENT_ID)};d.inert=true;d.setAttribute('aria-hidden','true');d.innerHTML=f.html;document.getElementById('root').appendChild(d)`;
  return `(function(){var f=window[${JSON.stringify(FIRST_SCREEN_KEY)}];if(!f)return;delete window[${JSON.stringify(FIRST_SCREEN_KEY)}];try{${show}}catch(e){}(${String(afterNextPaint)})(f.preload)})()`;
}
