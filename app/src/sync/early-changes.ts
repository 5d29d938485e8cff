/**
 * A fresh device's first pages of changes, asked for by index.html's head script while the app's
 * code is still arriving and running (~0.4 s on this machine's phone viewport): once the early
 * lookup (features/auth/early-user-lookup.ts) says who is signed in, the script asks for the page
 * at cursor 0 and, on each answer's head (the server puts the next cursor there), the one after
 * it, up to EARLY_PAGES. The pull takes them in order through its transport; the first page it
 * asks for that the script did not (a device that had already pulled) drops the rest.
 *
 * Imported by the build's config (through app/first-paint.ts), which cannot load the shared
 * package: the protocol's names come in as `HeadSyncConstants`.
 */

const EARLY_CHANGES_KEY = '__learnlogEarlyChanges';
/** 4,000 changes at most: what a pull takes while the app starts, and no more held unread. */
export const EARLY_PAGES = 4;

/** The sync protocol's constants the head's script uses, from the shared package by the build. */
export interface HeadSyncConstants {
  headers: { timeZone: string; schemaVersion: string; cursor: string; hasMore: string };
  schemaVersion: number;
  /** The page size the device's pull asks for (SYNC_PAGE_LIMIT.max). */
  pageLimit: number;
}

interface EarlyChanges {
  user: number;
  limit: number;
  pages: Record<string, Promise<Response> | undefined>;
}

type WithEarlyChanges = { [EARLY_CHANGES_KEY]?: EarlyChanges };

/**
 * The head script's part, as text: runs once `lookup` (an expression: the lookup's promise) has
 * answered, with `zone` (an expression: the device's time zone). Low priority: on a phone's
 * network the app's code goes first.
 */
export function earlyChangesScript(lookup: string, zone: string, sync: HeadSyncConstants): string {
  const headers = `{${JSON.stringify(sync.headers.timeZone)}:${zone},${JSON.stringify(sync.headers.schemaVersion)}:${JSON.stringify(String(sync.schemaVersion))}}`;
  const next = `function(x){var m=Number(x.headers.get(${JSON.stringify(sync.headers.cursor)}));if(x.ok&&x.headers.get(${JSON.stringify(sync.headers.hasMore)})==='true'&&m>s&&++n<${EARLY_PAGES})c(m)}`;
  const chain = `var e={user:u.id,limit:${sync.pageLimit},pages:{}},n=0;window[${JSON.stringify(EARLY_CHANGES_KEY)}]=e;(function c(s){var p=fetch('/api/sync/changes?since='+s+'&limit=${sync.pageLimit}',{credentials:'include',priority:'low',headers:${headers}});p.catch(function(){});e.pages[s]=p;p.then(${next},function(){})})(0)`;
  // The clone is read before the app reads the answer: this `then` was attached first.
  return `${lookup}.then(function(r){return r.ok?r.clone().json():null}).then(function(u){if(u&&typeof u.id==='number'){${chain}}}).catch(function(){})`;
}

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
