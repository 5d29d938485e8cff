import { DATABASE_PREFIX } from '../db/database-name.ts';

/**
 * Opens (and closes) the known learner's database so the browser reads its store from disk while
 * the modules arrive; an absent database is not created. Why: docs/decisions/009-first-screen-copy-and-head-script.md
 */
export function warmDatabase(storedUser: string): void {
  const user = JSON.parse(storedUser) as { id?: unknown } | null;
  if (!user || typeof user.id !== 'number') return;
  const request = indexedDB.open(DATABASE_PREFIX + user.id);
  request.onupgradeneeded = () => request.transaction?.abort();
  request.onerror = (event) => event.preventDefault();
  request.onsuccess = () => request.result.close();
}

/** The browser's time-zone data, loaded while the code arrives, not during the app's start. Why: docs/decisions/009-first-screen-copy-and-head-script.md */
export function warmTimeZone(): void {
  setTimeout(() => {
    try {
      Intl.DateTimeFormat().resolvedOptions();
    } catch {
      // Nothing to warm.
    }
  }, 0);
}
