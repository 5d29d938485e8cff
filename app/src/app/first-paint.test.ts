/** The head's inline script (first-paint.ts), run as the page would run it. */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { SYNC_HEADERS } from '@learnlog/shared';
import { describe, expect, it, vi } from 'vitest';
import { DATABASE_VERSION, openUserDatabase } from '../db/database';
import { LAST_USER_STORAGE_KEY } from '../features/auth/last-user-cache';
import { takeEarlyUserLookup } from '../features/auth/early-user-lookup';
import { APP_SHELL_ATTRIBUTE, firstPaintHead } from './first-paint';

const MODULES = ['/assets/first-screens-abc.js'];

function runHeadScript(pathname: string, stored: Record<string, string>, indexedDB: IDBFactory, window: Record<string, unknown> = {}) {
  const shell = { setAttribute: vi.fn() };
  const preloaded: string[] = [];
  const document = {
    documentElement: shell,
    createElement: () => ({}),
    head: { appendChild: (link: { href: string }) => preloaded.push(link.href) },
  };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  const { script } = firstPaintHead(MODULES, SYNC_HEADERS.timeZone);
  const fetch = vi.fn(async () => new Response('{}'));
  new Function('location', 'localStorage', 'document', 'indexedDB', 'window', 'fetch', script)({ pathname }, localStorage, document, indexedDB, window, fetch);
  return { shell, preloaded, fetch };
}

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
    expect(preloaded).toEqual(MODULES);
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
    expect(preloaded).toEqual(MODULES);
    expect(fetch).toHaveBeenCalledWith('/api/auth/user', { credentials: 'include', headers: { 'X-Time-Zone': expect.any(String) } });
    vi.stubGlobal('window', window);
    try {
      expect(await takeEarlyUserLookup()).toBeInstanceOf(Response);
      expect(takeEarlyUserLookup()).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('leaves a shared page or a password reset to the visitor reading it: no lookup', () => {
    for (const path of ['/share/ada', '/journal/k3Xz9q', '/forgot-password', '/reset-password']) {
      expect(runHeadScript(path, {}, new IDBFactory()).fetch, path).not.toHaveBeenCalled();
    }
    expect(runHeadScript('/journal/entry/3', {}, new IDBFactory()).fetch).toHaveBeenCalled();
  });
});
