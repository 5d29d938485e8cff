/** The head's inline scripts, built as index.html gets them (scripts/vite/head-script.ts), run as the page would run them. */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { SCHEMA_VERSION, SYNC_HEADERS, SYNC_PAGE_LIMIT } from '@learnlog/shared';
import { describe, expect, it, vi } from 'vitest';
import { firstPaintHead, firstScreenSnapshotScript } from '../../../scripts/vite/head-script';
import { DATABASE_VERSION, openUserDatabase } from '../db/database';
import { LAST_USER_STORAGE_KEY } from '../features/auth/last-user-cache';
import { takeEarlyUserLookup } from '../features/auth/early-user-lookup';
import { takeEarlyChanges } from '../sync/early-changes';
import { APP_SHELL_ATTRIBUTE, appModulesToEvaluate } from '../app/first-paint';
import type { HeadSyncConstants } from './build-values';
import { EARLY_PAGES } from './keys';
import { SNAPSHOT_ELEMENT_ID, SNAPSHOT_STORAGE_KEY, dayStamp, type FirstScreenSnapshot } from '../lib/first-screen-snapshot';

const SYNC: HeadSyncConstants = { headers: SYNC_HEADERS, schemaVersion: SCHEMA_VERSION, pageLimit: SYNC_PAGE_LIMIT.max };

const MODULES = { fetch: ['/assets/first-screens-abc.js', '/assets/react-abc.js'], evaluate: ['/assets/react-abc.js', '/assets/first-screens-abc.js'] };

const { script: HEAD_SCRIPT } = firstPaintHead({ appModules: MODULES, sync: SYNC });
const SNAPSHOT_SCRIPT = firstScreenSnapshotScript();

type FakeFetch = (url: string, init?: RequestInit) => Promise<Response>;

function runHeadScript(pathname: string, stored: Record<string, string>, indexedDB: IDBFactory, window: Record<string, unknown> = {}, answer: FakeFetch = async () => new Response('{}')) {
  const shell = { setAttribute: vi.fn() };
  const preloaded: string[] = [];
  const document = {
    documentElement: shell,
    createElement: () => ({}),
    createDocumentFragment: () => ({ links: [] as { href: string }[], appendChild(link: { href: string }) { this.links.push(link); } }),
    head: { appendChild: (fragment: { links: { href: string }[] }) => preloaded.push(...fragment.links.map((link) => link.href)) },
  };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  const fetch = vi.fn(answer);
  new Function('location', 'localStorage', 'document', 'indexedDB', 'window', 'fetch', HEAD_SCRIPT)({ pathname, search: '' }, localStorage, document, indexedDB, window, fetch);
  return { shell, preloaded, fetch };
}

/** The script after #root, run in the same window as the head's, with a root that records the copy. */
function runSnapshotScript(window: Record<string, unknown>, preloaded: string[]) {
  const root = { children: [] as { id: string; inert: boolean; innerHTML: string; attributes: Record<string, string> }[] };
  const frames: Array<() => void> = [];
  const document = {
    visibilityState: 'visible',
    createElement: () => ({ id: '', inert: false, innerHTML: '', attributes: {} as Record<string, string>, setAttribute(name: string, value: string) { this.attributes[name] = value; } }),
    getElementById: (id: string) => (id === 'root' ? { appendChild: (child: (typeof root.children)[number]) => root.children.push(child) } : null),
  };
  new Function('window', 'document', 'requestAnimationFrame', 'setTimeout', SNAPSHOT_SCRIPT)(window, document, (frame: () => void) => frames.push(frame), (run: () => void) => run());
  return { root, paint: () => frames.splice(0).forEach((frame) => frame()), preloadedSoFar: () => [...preloaded] };
}

const copyOf = (user: number, overrides: Partial<FirstScreenSnapshot> = {}) => ({
  [SNAPSHOT_STORAGE_KEY]: JSON.stringify({ user, path: '/journal', day: dayStamp(), html: '<main>Closures</main>', ...overrides } satisfies FirstScreenSnapshot),
});

const learner = (id: number) => ({ [LAST_USER_STORAGE_KEY]: JSON.stringify({ id, email: 'a@example.com', isAdmin: false }) });
const names = async (factory: IDBFactory) => (await factory.databases()).map((db) => db.name);

describe('the head script', () => {
  it('leaves a visitor’s landing page alone: no app code, no database', async () => {
    const factory = new IDBFactory();
    const { shell, preloaded, fetch } = runHeadScript('/', {}, factory);
    expect(shell.setAttribute).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
    expect(preloaded).toEqual([]);
    expect(await names(factory)).toEqual([]);
  });

  it('for a known learner, hides the landing, preloads the app and opens their database early without changing it', async () => {
    const factory = new IDBFactory();
    const db = await openUserDatabase(5, { indexedDB: factory, IDBKeyRange });
    await db.entries.put({ id: 1 } as never);
    db.close();

    const { shell, preloaded, fetch } = runHeadScript('/journal', learner(5), factory);
    expect(shell.setAttribute).toHaveBeenCalledWith(APP_SHELL_ATTRIBUTE, '');
    expect(fetch).not.toHaveBeenCalled(); // the frame renders with the known learner; the app confirms it
    expect(preloaded).toEqual(MODULES.fetch);
    await vi.waitFor(async () => expect(await names(factory)).toContain('learnlog-5'));

    const again = await openUserDatabase(5, { indexedDB: factory, IDBKeyRange });
    expect(again.verno).toBe(DATABASE_VERSION);
    expect(await again.entries.count()).toBe(1);
    again.close();
  });

  it('does not create the database of a learner this device no longer holds', async () => {
    const factory = new IDBFactory();
    runHeadScript('/journal', learner(6), factory);
    runHeadScript('/', learner(6), factory);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await names(factory)).not.toContain('learnlog-6');
  });

  it('on a device that knows no learner, asks who is signed in at once, for the app to take once', async () => {
    const window: Record<string, unknown> = {};
    const { shell, preloaded, fetch } = runHeadScript('/journal', {}, new IDBFactory(), window);
    expect(shell.setAttribute).toHaveBeenCalledWith(APP_SHELL_ATTRIBUTE, '');
    expect(preloaded).toEqual(MODULES.fetch);
    expect(fetch).toHaveBeenCalledWith('/api/auth/user', { credentials: 'include', headers: { [SYNC_HEADERS.timeZone]: expect.any(String) } });
    vi.stubGlobal('window', window);
    try {
      expect(await takeEarlyUserLookup()).toBeInstanceOf(Response);
      expect(takeEarlyUserLookup()).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('for a learner signed in there, asks for the first pages of their changes, following each answer’s head; another learner’s pull gets none', async () => {
    const window: Record<string, unknown> = {};
    const pages = new Map<number, Response>();
    const { fetch } = runHeadScript('/journal', {}, new IDBFactory(), window, async (url) => {
      if (url === '/api/auth/user') return Response.json({ id: 9, email: 'a@example.com' });
      const since = Number(new URL(url, 'http://device').searchParams.get('since'));
      const page = new Response('{}', { headers: { [SYNC_HEADERS.cursor]: String(since + 1000), [SYNC_HEADERS.hasMore]: 'true' } });
      pages.set(since, page);
      return page;
    });
    await vi.waitFor(() => expect(pages.size).toBe(EARLY_PAGES));
    expect(fetch.mock.calls.slice(1)).toEqual(
      [0, 1000, 2000, 3000].map((since) => [
        `/api/sync/changes?since=${since}&limit=${SYNC_PAGE_LIMIT.max}`,
        { credentials: 'include', priority: 'low', headers: { [SYNC_HEADERS.timeZone]: expect.any(String), [SYNC_HEADERS.schemaVersion]: String(SCHEMA_VERSION) } },
      ]),
    );
    vi.stubGlobal('window', window);
    try {
      expect(takeEarlyChanges(8)(0, SYNC_PAGE_LIMIT.max, false)).toBeUndefined(); // another learner's pull: and they are dropped
      expect(takeEarlyChanges(9)(0, SYNC_PAGE_LIMIT.max, false)).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('hands those pages to the pull once each, and drops the rest when the pull asks for a page it did not', async () => {
    /** A learner with two pages of changes; answers once the lookup and both pages went. */
    const signedIn = async () => {
      const window: Record<string, unknown> = {};
      const { fetch } = runHeadScript('/journal', {}, new IDBFactory(), window, async (url) => {
        if (url === '/api/auth/user') return Response.json({ id: 9 });
        const since = Number(new URL(url, 'http://device').searchParams.get('since'));
        return new Response(String(since), { headers: { [SYNC_HEADERS.cursor]: String(since + 1000), [SYNC_HEADERS.hasMore]: String(since < 1000) } });
      });
      await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3)); // the second page said no more
      vi.stubGlobal('window', window);
      return takeEarlyChanges(9);
    };
    try {
      let take = await signedIn();
      expect(await (await take(0, SYNC_PAGE_LIMIT.max, false))?.text()).toBe('0');
      expect(take(0, SYNC_PAGE_LIMIT.max, false)).toBeUndefined(); // once; and a page it did not ask for drops the rest
      expect(take(1000, SYNC_PAGE_LIMIT.max, false)).toBeUndefined();

      take = await signedIn();
      expect(await (await take(0, SYNC_PAGE_LIMIT.max, false))?.text()).toBe('0');
      expect(await (await take(1000, SYNC_PAGE_LIMIT.max, false))?.text()).toBe('1000');

      take = await signedIn();
      expect(take(0, SYNC_PAGE_LIMIT.max, true)).toBeUndefined(); // a full re-download asks the server itself
      expect(take(0, SYNC_PAGE_LIMIT.max, false)).toBeUndefined();
      take = await signedIn();
      expect(take(0, 50, false)).toBeUndefined(); // so does a pull of other pages
      expect(take(0, SYNC_PAGE_LIMIT.max, false)).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('asks for no changes when nobody is signed in', async () => {
    const window: Record<string, unknown> = {};
    const { fetch } = runHeadScript('/journal', {}, new IDBFactory(), window, async () => new Response('{"message":"Not signed in"}', { status: 401 }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(window).not.toHaveProperty('__learnlogEarlyChanges');
  });

  it('leaves a shared page or a password reset to the visitor reading it: no lookup', () => {
    for (const path of ['/share/ada', '/journal/k3Xz9q', '/forgot-password', '/reset-password']) {
      expect(runHeadScript(path, {}, new IDBFactory()).fetch, path).not.toHaveBeenCalled();
    }
    expect(runHeadScript('/journal/entry/3', {}, new IDBFactory()).fetch).toHaveBeenCalled();
  });
});

describe('the last visit’s first screen', () => {
  it('is put on screen for the same learner, inert and hidden from assistive technology, and the code is asked for once it has painted', () => {
    const window: Record<string, unknown> = {};
    const { preloaded } = runHeadScript('/journal', { ...learner(5), ...copyOf(5) }, new IDBFactory(), window);
    expect(preloaded).toEqual([]); // the stylesheet has the connection to itself until the copy paints
    const { root, paint } = runSnapshotScript(window, preloaded);
    expect(root.children).toEqual([expect.objectContaining({ id: SNAPSHOT_ELEMENT_ID, inert: true, innerHTML: '<main>Closures</main>', attributes: { 'aria-hidden': 'true' } })]);
    paint();
    expect(preloaded).toEqual(MODULES.fetch);
  });

  it('is not shown for another learner, another screen, another day, or a copy that is not one', () => {
    for (const [path, stored] of [
      ['/journal', { ...learner(5), ...copyOf(6) }],
      ['/dashboard', { ...learner(5), ...copyOf(5) }],
      ['/journal', { ...learner(5), ...copyOf(5, { day: '2001-1-1' }) }],
      ['/journal', { ...learner(5), [SNAPSHOT_STORAGE_KEY]: '{"user":5,"path":"/journal"' }],
      ['/journal', copyOf(5)],
    ] as const) {
      const window: Record<string, unknown> = {};
      const { preloaded } = runHeadScript(path, stored, new IDBFactory(), window);
      expect(preloaded, JSON.stringify(stored)).toEqual(MODULES.fetch); // no copy: the code is asked for at once
      expect(runSnapshotScript(window, preloaded).root.children).toEqual([]);
    }
  });

  it('leaves main.tsx the order to evaluate the app’s chunks in, dependencies first', () => {
    const window: Record<string, unknown> = {};
    runHeadScript('/journal', learner(5), new IDBFactory(), window);
    vi.stubGlobal('window', window);
    try {
      expect(appModulesToEvaluate()).toEqual(MODULES.evaluate);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
