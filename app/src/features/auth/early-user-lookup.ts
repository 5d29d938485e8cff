/**
 * A device that knows no learner and opens an app link (a fresh device, a new tab after sign-in
 * elsewhere) must ask the server who is signed in before the frame can render. The head's script
 * (head/early-user-lookup.ts) asks at once, while the app's modules arrive; the app's first lookup
 * takes that answer instead of asking again once its code has run (a round trip later on a phone).
 */
import { EARLY_LOOKUP_KEY } from '../../head/keys.ts';

export const USER_LOOKUP_PATH = '/api/auth/user';

type WithEarlyLookup = { [EARLY_LOOKUP_KEY]?: Promise<Response> };

/** The head script's answer, once: later lookups ask the server themselves. */
export function takeEarlyUserLookup(): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const holder = window as unknown as WithEarlyLookup;
  const early = holder[EARLY_LOOKUP_KEY];
  delete holder[EARLY_LOOKUP_KEY];
  return early;
}
