/**
 * A device that knows no learner asks the server who is signed in at once, while the app's modules
 * arrive; the app's first lookup takes that answer (features/auth/early-user-lookup.ts).
 */
import { USER_LOOKUP_PATH } from '../features/auth/early-user-lookup.ts';
import { buildValues } from './build-values.ts';
import { EARLY_LOOKUP_KEY, slots } from './keys.ts';

/** Pages a visitor reads without an account (a shared page or entry, a password reset): no lookup. */
const PUBLIC_PAGE = /^\/(share\/|forgot-password|reset-password|journal\/(?!entry\/)[^/]+)/;

/** The same request the app would make, time zone included; `andThen` gets its promise and the zone. */
export function startUserLookup(andThen: (lookup: Promise<Response>, zone: string) => void): void {
  if (PUBLIC_PAGE.test(location.pathname)) return;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  const lookup = fetch(USER_LOOKUP_PATH, { credentials: 'include', headers: { [buildValues().sync.headers.timeZone]: zone } });
  // A failure is the app's to read; until it does, it must not count as unhandled.
  lookup.catch(() => {});
  slots()[EARLY_LOOKUP_KEY] = lookup;
  andThen(lookup, zone);
}
