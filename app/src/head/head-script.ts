/**
 * index.html's head script, built into one inline script (scripts/vite/head-script.ts) and run
 * before the body paints (app/first-paint.ts tells the story). Every load but a visitor's landing
 * page hides the prerendered landing and starts the app's modules; a known learner's database is
 * opened early, an unknown device asks who is signed in and for their first changes.
 */
import { LAST_USER_STORAGE_KEY } from '../lib/last-user-key.ts';
import { APP_SHELL_ATTRIBUTE } from '../app/first-paint.ts';
import { buildValues } from './build-values.ts';
import { fetchEarlyChanges } from './early-changes.ts';
import { startUserLookup } from './early-user-lookup.ts';
import { storedFirstScreen } from './first-screen-copy.ts';
import { APP_MODULES_KEY, FIRST_SCREEN_KEY, slots } from './keys.ts';
import { preloadModules } from './preload.ts';
import { warmDatabase, warmTimeZone } from './warm-database.ts';

function start(): void {
  let storedUser: string | null = null;
  try {
    storedUser = localStorage.getItem(LAST_USER_STORAGE_KEY);
  } catch {
    // Storage refused: the load is a visitor's.
  }
  if (location.pathname === '/' && !storedUser) return;
  document.documentElement.setAttribute(APP_SHELL_ATTRIBUTE, '');
  const modules = buildValues().appModules;
  slots()[APP_MODULES_KEY] = modules.evaluate;
  const preload = () => preloadModules(modules.fetch);
  const html = storedFirstScreen(storedUser);
  // With a copy to paint, the stylesheet has the connection to itself until it has painted.
  if (html === null) preload();
  else slots()[FIRST_SCREEN_KEY] = { html, preload };
  try {
    if (storedUser) {
      warmDatabase(storedUser);
      warmTimeZone();
    } else startUserLookup(fetchEarlyChanges);
  } catch {
    // The app does all of this again itself.
  }
}

start();
