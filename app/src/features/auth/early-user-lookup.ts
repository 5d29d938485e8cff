/**
 * A device that knows no learner and opens an app link (a fresh device, a new tab after sign-in
 * elsewhere) must ask the server who is signed in before the frame can render. The head's script
 * asks at once, while the app's modules arrive; the app's first lookup takes that answer instead
 * of asking again once its code has run (a round trip later on a phone's network).
 */
const EARLY_LOOKUP_KEY = '__learnlogUserLookup';
export const USER_LOOKUP_PATH = '/api/auth/user';

type WithEarlyLookup = { [EARLY_LOOKUP_KEY]?: Promise<Response> };

/** Pages a visitor reads without an account (a shared page or entry, a password reset): no lookup. */
const PUBLIC_PAGE = /^\/(share\/|forgot-password|reset-password|journal\/(?!entry\/)[^/]+)/;

/**
 * The head script's part, as text: the same request the app would make, time zone included
 * (`timeZoneHeader`: SYNC_HEADERS.timeZone, passed in by the build, whose config cannot load the
 * shared package). `andThen` adds what follows the lookup, given the names of its promise and
 * of the time zone.
 */
export function earlyUserLookupScript(timeZoneHeader: string, andThen: (lookup: string, zone: string) => string = () => ''): string {
  const zone = 'Intl.DateTimeFormat().resolvedOptions().timeZone||"UTC"';
  // A failure is the app's to read; until it does, it must not count as unhandled.
  return `if(!${String(PUBLIC_PAGE)}.test(location.pathname)){var z=${zone},l=fetch(${JSON.stringify(USER_LOOKUP_PATH)},{credentials:'include',headers:{${JSON.stringify(timeZoneHeader)}:z}});l.catch(function(){});window[${JSON.stringify(EARLY_LOOKUP_KEY)}]=l;${andThen('l', 'z')}}`;
}

/** The head script's answer, once: later lookups ask the server themselves. */
export function takeEarlyUserLookup(): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const holder = window as unknown as WithEarlyLookup;
  const early = holder[EARLY_LOOKUP_KEY];
  delete holder[EARLY_LOOKUP_KEY];
  return early;
}
