/**
 * A fresh device's first pages of changes, asked for by index.html's head script while the app's
 * code is still arriving and running: once the early
 * lookup (features/auth/early-user-lookup.ts) says who is signed in, the script asks for the page
 * at cursor 0 and, on each answer's head (the server puts the next cursor there), the one after
 * it, up to EARLY_PAGES. The pull takes them in order through its transport; the first page it
 * asks for that the script did not (a device that had already pulled) drops the rest.
 * The script's part is head/early-changes.ts. Why: docs/decisions/009-first-screen-copy-and-head-script.md
 */

import { EARLY_CHANGES_KEY } from '../head/keys.ts';
import type { EarlyChanges } from '../head/early-changes.ts';

type WithEarlyChanges = { [EARLY_CHANGES_KEY]?: EarlyChanges };

/**
 * For the pull's transport of `userId`: the head script's answer for this page, taken once, if
 * it asked for it (the same learner, the first pages of a pull from 0 at the usual size).
 */
export function takeEarlyChanges(userId: number): (since: number, limit: number, full: boolean) => Promise<Response> | undefined {
  return (since, limit, full) => {
    if (typeof window === 'undefined') return undefined;
    const holder = window as unknown as WithEarlyChanges;
    const early = holder[EARLY_CHANGES_KEY];
    const page = early?.user === userId && early.limit === limit && !full ? early.pages[since] : undefined;
    if (!early || !page) {
      delete holder[EARLY_CHANGES_KEY];
      return undefined;
    }
    delete early.pages[since];
    return page;
  };
}
