/** When rounds run: start, each local write (debounced), online, visible, every 30 s. */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openUserDatabase } from '../db/database';
import { createEntry } from '../features/journal/data/create-entry';
import type { SyncEngine } from './sync-engine';
import { attachSyncTriggers } from './triggers';

afterEach(() => {
  vi.useRealTimers();
});

describe('sync triggers', () => {
  it('run a round at start, after writes (debounced), online, visible and on the interval', async () => {
    const db = await openUserDatabase(3, { indexedDB: new IDBFactory(), IDBKeyRange });
    const calls: string[] = [];
    const engine = {
      db,
      syncNow: async () => {
        calls.push('sync');
        return {};
      },
      connectionRestored: async () => {
        calls.push('online');
        return {};
      },
    } as unknown as SyncEngine;
    const win = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'hidden' as DocumentVisibilityState });

    // Only the timers the triggers use: IndexedDB's own scheduling keeps running.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const detach = attachSyncTriggers(engine, { windowTarget: win, documentTarget: doc as unknown as Document, intervalMs: 30_000, isOnline: () => true });
    expect(calls).toEqual(['sync']); // start

    await createEntry(db, { title: 'One', content: 'a' });
    await createEntry(db, { title: 'Two', content: 'b' });
    expect(calls).toEqual(['sync']);
    vi.advanceTimersByTime(300);
    expect(calls).toEqual(['sync', 'sync']); // two writes, one debounced round

    win.dispatchEvent(new Event('online'));
    doc.dispatchEvent(new Event('visibilitychange')); // still hidden: nothing
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(calls).toEqual(['sync', 'sync', 'online', 'sync']);

    vi.advanceTimersByTime(30_000);
    expect(calls).toHaveLength(5);
    detach();
    vi.advanceTimersByTime(60_000);
    win.dispatchEvent(new Event('online'));
    expect(calls).toHaveLength(5);
    db.close();
  });

  it('start the first round once the first screen’s read is in, not before, and never once detached', async () => {
    const db = await openUserDatabase(4, { indexedDB: new IDBFactory(), IDBKeyRange });
    let rounds = 0;
    const engine = { db, syncNow: async () => ({ round: (rounds += 1) }) } as unknown as SyncEngine;
    const quiet = { windowTarget: new EventTarget(), documentTarget: Object.assign(new EventTarget(), { visibilityState: 'hidden' }) as unknown as Document };
    let readDone = () => undefined as void;
    const detach = attachSyncTriggers(engine, { ...quiet, firstRoundAfter: new Promise<void>((resolve) => (readDone = resolve)) });
    await Promise.resolve();
    expect(rounds).toBe(0);
    readDone();
    await vi.waitFor(() => expect(rounds).toBe(1));
    detach();

    // A failed read still lets the round go; a session stopped before the read answered runs none.
    attachSyncTriggers(engine, { ...quiet, firstRoundAfter: Promise.reject(new Error('no read')) })();
    const failed = attachSyncTriggers(engine, { ...quiet, firstRoundAfter: Promise.reject(new Error('no read')) });
    await vi.waitFor(() => expect(rounds).toBe(2));
    failed();
    db.close();
  });

  it('count the start round as a pull until it ends (the search index waits), and say when the first round ended', async () => {
    // A page's first round ends once: fresh modules, as on a page that just loaded.
    vi.resetModules();
    const { attachSyncTriggers } = await import('./triggers');
    const { pullsSettled } = await import('../db/pull-activity');
    const { firstRoundEnded } = await import('./first-round');
    const db = await openUserDatabase(5, { indexedDB: new IDBFactory(), IDBKeyRange });
    let endRound = () => undefined as void;
    const engine = { db, syncNow: () => new Promise((resolve) => (endRound = () => resolve({}))) } as unknown as SyncEngine;
    const quiet = { windowTarget: new EventTarget(), documentTarget: Object.assign(new EventTarget(), { visibilityState: 'hidden' }) as unknown as Document };
    let readDone = () => undefined as void;
    const detach = attachSyncTriggers(engine, { ...quiet, firstRoundAfter: new Promise<void>((resolve) => (readDone = resolve)) });
    const settled = vi.fn();
    const firstRound = vi.fn();
    void pullsSettled(db).then(settled);
    void firstRoundEnded().then(firstRound);

    // Waiting for the first screen's read, then running: a pull is on its way all along.
    await new Promise((resolve) => setTimeout(resolve, 10));
    readDone();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).not.toHaveBeenCalled();
    expect(firstRound).not.toHaveBeenCalled();
    endRound();
    await vi.waitFor(() => expect(settled).toHaveBeenCalled());
    expect(firstRound).toHaveBeenCalled();

    // A session stopped before its start round ran holds nothing back.
    const stopped = attachSyncTriggers(engine, { ...quiet, firstRoundAfter: new Promise<void>(() => undefined) });
    const again = vi.fn();
    void pullsSettled(db).then(again);
    stopped();
    await vi.waitFor(() => expect(again).toHaveBeenCalled());
    detach();
    db.close();
  });
});
