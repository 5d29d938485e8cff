/** engine.catchUp: a pull that asks from now on, from the running round when it still asks. */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import type { SyncChangesResponse } from '@learnlog/shared';
import { openUserDatabase } from '../db/database';
import { createSyncEngine } from './sync-engine';
import { createInProcessLocks } from './sync-lock';
import type { Transport } from './transport';

type Answer = { kind: 'ok'; body: SyncChangesResponse };

/** A server whose feed answers only when the test says so. */
async function deviceWithHeldFeed(userId: number) {
  const db = await openUserDatabase(userId, { indexedDB: new IDBFactory(), IDBKeyRange });
  const waiting: Array<(answer: Answer) => void> = [];
  const changes = vi.fn(() => new Promise<Answer>((resolve) => waiting.push(resolve)));
  const transport = { send: vi.fn(), push: vi.fn(), changes } as unknown as Transport;
  const engine = createSyncEngine({ db, transport, locks: createInProcessLocks() });
  const asked = async (count: number) => vi.waitFor(() => expect(changes).toHaveBeenCalledTimes(count));
  const answer = (hasMore: boolean) => (waiting.shift() as (answer: Answer) => void)({ kind: 'ok', body: { changes: [], cursor: 0, hasMore } });
  return { db, engine, changes, asked, answer };
}

describe('catching up with the server', () => {
  it('is the running round when its pull has not asked yet', async () => {
    const { db, engine, changes, asked, answer } = await deviceWithHeldFeed(11);
    const round = engine.syncNow();
    const caughtUp = engine.catchUp();
    await asked(1);
    answer(false);
    await Promise.all([round, caughtUp]);
    expect(changes).toHaveBeenCalledTimes(1);
    db.close();
  });

  it('is the running round when its pull asks for another page after it', async () => {
    const { db, engine, changes, asked, answer } = await deviceWithHeldFeed(12);
    const round = engine.syncNow();
    await asked(1);
    const caughtUp = engine.catchUp(); // the first page is on its way: asked before
    answer(true);
    await asked(2);
    answer(false);
    await Promise.all([round, caughtUp]);
    expect(changes).toHaveBeenCalledTimes(2);
    db.close();
  });

  it('runs one more round when the running pull asked its last page before it, however often it is asked', async () => {
    const { db, engine, changes, asked, answer } = await deviceWithHeldFeed(13);
    const round = engine.syncNow();
    await asked(1);
    const caughtUp = [engine.catchUp(), engine.catchUp()];
    answer(false);
    await round;
    await asked(2);
    answer(false);
    await Promise.all(caughtUp);
    expect(changes).toHaveBeenCalledTimes(2);
    db.close();
  });

  it('runs one more round when the running pull failed', async () => {
    const { db, engine, changes, asked } = await deviceWithHeldFeed(14);
    changes.mockImplementationOnce(() => Promise.resolve({ kind: 'network', error: { message: 'offline' } } as never));
    const round = engine.syncNow();
    const caughtUp = engine.catchUp();
    await round;
    await asked(2);
    expect(changes).toHaveBeenCalledTimes(2);
    void caughtUp;
    engine.dispose();
    db.close();
  });
});
