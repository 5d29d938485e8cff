/**
 * The last visit's copy of this screen (lib/first-screen-snapshot.ts), when it is the same
 * learner's, screen's and calendar day's; null otherwise or when anything stored is not what it seems.
 */
import { SNAPSHOT_STORAGE_KEY, dayStamp, type FirstScreenSnapshot } from '../lib/first-screen-snapshot.ts';

export function storedFirstScreen(storedUser: string | null): string | null {
  if (!storedUser) return null;
  try {
    const user = JSON.parse(storedUser) as { id?: unknown } | null;
    const copy = JSON.parse(localStorage.getItem(SNAPSHOT_STORAGE_KEY) || 'null') as Partial<FirstScreenSnapshot> | null;
    const same = user && copy && copy.user === user.id && copy.path === location.pathname && !location.search && copy.day === dayStamp();
    return same && typeof copy.html === 'string' ? copy.html : null;
  } catch {
    return null;
  }
}
