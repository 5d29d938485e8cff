/**
 * Persistent storage (docs/sync-protocol.md, rule 8): after the first entry the device asks the browser not to evict
 * its database, and remembers the answer for the sync panel.
 */
import type { LearnLogDatabase } from '../db/database';
import { getMeta, setMeta } from '../db/meta';

function storageManager(): StorageManager | undefined {
  return typeof navigator !== 'undefined' && navigator.storage && typeof navigator.storage.persist === 'function' ? navigator.storage : undefined;
}

/** Asks once (browsers remember the grant); later calls answer what was recorded. */
export async function requestPersistentStorage(db: LearnLogDatabase): Promise<boolean | undefined> {
  const known = await getMeta(db, 'storagePersisted');
  if (known !== undefined) return known;
  const storage = storageManager();
  if (!storage) return undefined;
  const persisted = (await storage.persisted()) || (await storage.persist());
  await setMeta(db, 'storagePersisted', persisted);
  return persisted;
}

/** Re-reads the grant at start (the learner may have changed it in the browser's settings). */
export async function refreshPersistentStorage(db: LearnLogDatabase): Promise<void> {
  const storage = storageManager();
  if (!storage || (await getMeta(db, 'storagePersisted')) === undefined) return;
  await setMeta(db, 'storagePersisted', await storage.persisted());
}

/**
 * Safari on iPhone and iPad evicts a web app's data after weeks without a visit unless the app
 * is installed to the Home Screen, so the panel suggests installing there.
 */
export function shouldSuggestHomeScreen(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> | undefined = globalThis.navigator): boolean {
  if (!nav) return false;
  const ios = /iPad|iPhone|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1);
  const standalone =
    typeof window !== 'undefined' &&
    (window.matchMedia?.('(display-mode: standalone)').matches || (window.navigator as Navigator & { standalone?: boolean }).standalone === true);
  return ios && !standalone;
}
