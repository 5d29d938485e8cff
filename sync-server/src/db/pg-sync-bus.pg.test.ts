/**
 * The PostgreSQL bus on its own (live-updates.pg.test.ts covers it through two nodes): a burst
 * of pokes must not overlap queries on the one listening connection.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SyncBus } from '../lib/sync-bus';
import { waitFor } from '../test/event-stream';
import { startTestServer, type TestServer } from '../test/test-server';
import { openPostgresSyncBus } from './pg-sync-bus';

let server: TestServer;
const buses: SyncBus[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const bus of buses) await bus.close();
  await server?.close();
});

describe('PostgreSQL sync bus', () => {
  it('sends a burst of pokes one query at a time, and every poke reaches the other node', async () => {
    const sender = await openPostgresSyncBus({ url: server.databasePath });
    const receiver = await openPostgresSyncBus({ url: server.databasePath });
    buses.push(sender, receiver);
    const users = Array.from({ length: 20 }, (_, i) => 9_000 + i);
    const reached = new Set<number>();
    for (const userId of users) receiver.subscribe(userId, () => reached.add(userId));

    const query = pg.Client.prototype.query;
    const running = new Map<pg.Client, number>();
    let most = 0;
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      running.set(this, (running.get(this) ?? 0) + 1);
      most = Math.max(most, running.get(this) ?? 0);
      const result: unknown = Reflect.apply(query, this, args);
      const done = () => running.set(this, (running.get(this) ?? 1) - 1);
      void Promise.resolve(result).then(done, done);
      return result as never;
    });
    try {
      for (const userId of users) sender.publish(userId);
      await waitFor(() => reached.size === users.length);
    } finally {
      spy.mockRestore();
    }
    expect([...reached].sort((a, b) => a - b)).toEqual(users);
    expect(most).toBe(1);
  });
});
