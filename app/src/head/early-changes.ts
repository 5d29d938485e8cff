/**
 * A fresh device's first pages of changes, asked for while the app's code arrives: at cursor 0,
 * then on each answer's head (the server puts the next cursor there) the one after, up to
 * EARLY_PAGES. The pull takes them in order (sync/early-changes.ts).
 */
import { buildValues } from './build-values.ts';
import { EARLY_CHANGES_KEY, EARLY_PAGES, slots } from './keys.ts';

/** What the pull's transport reads back (sync/early-changes.ts). */
export interface EarlyChanges {
  user: number;
  limit: number;
  pages: Record<string, Promise<Response> | undefined>;
}

const isSignedIn = (user: unknown): user is { id: number } => typeof user === 'object' && user !== null && typeof (user as { id?: unknown }).id === 'number';

/** Runs once `lookup` has answered; low priority, so on a phone's network the app's code goes first. */
export function fetchEarlyChanges(lookup: Promise<Response>, zone: string): void {
  const { headers: names, schemaVersion, pageLimit: limit } = buildValues().sync;
  const headers = { [names.timeZone]: zone, [names.schemaVersion]: String(schemaVersion) };
  lookup
    // The clone is read before the app reads the answer: this `then` was attached first.
    .then((answer) => (answer.ok ? (answer.clone().json() as Promise<unknown>) : null))
    .then((user) => {
      if (!isSignedIn(user)) return;
      const early: EarlyChanges = { user: user.id, limit, pages: {} };
      let asked = 0;
      slots()[EARLY_CHANGES_KEY] = early;
      const ask = (since: number) => {
        const page = fetch(`/api/sync/changes?since=${since}&limit=${limit}`, { credentials: 'include', priority: 'low', headers });
        page.catch(() => {});
        early.pages[since] = page;
        page.then(
          (answer) => {
            const next = Number(answer.headers.get(names.cursor));
            if (answer.ok && answer.headers.get(names.hasMore) === 'true' && next > since && ++asked < EARLY_PAGES) ask(next);
          },
          () => {},
        );
      };
      ask(0);
    })
    .catch(() => {});
}
