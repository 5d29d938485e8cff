/**
 * A simulated device for sync tests: its own IndexedDB (fake-indexeddb), its own session with
 * the real test server, its own clock, and the real sync engine with short backoff.
 *
 *   const server = await startTestServer();
 *   const account = await registerLearner(server);             // the first account is an admin
 *   const phone = await createTestDevice(server, account);
 *   await createEntry(phone.db, { title: 'a', content: 'b' });
 *   await phone.syncUntilIdle();
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createClient, type RegisteredUser, type TestClient } from '../../../../sync-server/src/test/http-client';
import type { TestServer } from '../../../../sync-server/src/test/test-server';
import type { DatabaseOptions } from '../../db/database';
import { startDeviceSync, type DeviceSession } from '../device-session';
import type { RoundResult } from '../sync-engine';
import type { SyncEvent } from '../sync-events';
import { createInProcessLocks, type LockManagerLike } from '../sync-lock';
import { createTestNetwork, type TestNetwork } from './test-network';

export const TEST_BACKOFF = { baseMs: 10, maxMs: 100 };

export interface TestAccount extends RegisteredUser {
  client: TestClient;
}

export async function registerLearner(server: TestServer, firstName = 'Ann'): Promise<TestAccount> {
  const client = createClient(server.url);
  const registered = await client.register({ firstName });
  return { ...registered, client };
}

export interface TestDevice extends DeviceSession {
  network: TestNetwork;
  client: TestClient;
  events: SyncEvent[];
  locks: LockManagerLike;
  database: DatabaseOptions;
  /** Device clock offset from real time, in ms (tests skew it). */
  clockOffsetMs: number;
  /** Rounds until the outbox has nothing left to send and a pull completed. */
  syncUntilIdle(timeoutMs?: number): Promise<RoundResult>;
}

export interface TestDeviceOptions {
  /** Another tab of an existing device: same IndexedDB and the same lock manager. */
  tabOf?: TestDevice;
  clockOffsetMs?: number;
  timeZone?: string;
  /** The device clock itself (e.g. the server's manual clock, so both sides stamp the same time). */
  now?: () => Date;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function createTestDevice(server: TestServer, account: TestAccount, options: TestDeviceOptions = {}): Promise<TestDevice> {
  const client = options.tabOf?.client ?? createClient(server.url);
  if (!options.tabOf) await client.login(account.email, account.password);
  const network = options.tabOf?.network ?? createTestNetwork(client, server.url);
  const locks = options.tabOf?.locks ?? createInProcessLocks();
  const clock = { offset: options.clockOffsetMs ?? 0 };
  const database: DatabaseOptions = options.tabOf?.database ?? {
    indexedDB: new IDBFactory(),
    IDBKeyRange,
  };
  const session = await startDeviceSync({
    userId: account.user.id,
    fetch: network.fetch,
    database: { ...database, now: options.now ?? (() => new Date(Date.now() + clock.offset)) },
    locks,
    backoff: TEST_BACKOFF,
    timeZone: options.timeZone ?? 'UTC',
    triggers: false,
  });
  const events: SyncEvent[] = [];
  session.engine.subscribe((event) => {
    if (event.type !== 'status') events.push(event);
  });

  const device: TestDevice = {
    ...session,
    network,
    client,
    events,
    locks,
    database,
    get clockOffsetMs() {
      return clock.offset;
    },
    set clockOffsetMs(value: number) {
      clock.offset = value;
    },
    async syncUntilIdle(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const result = await session.engine.syncNow();
        // 'drained': nothing left that may be sent (changes behind a failed one wait for Retry or Discard).
        if (result.push?.outcome === 'drained' && result.pull?.outcome === 'done') return result;
        if (result.push?.outcome === 'auth-paused' || result.push?.outcome === 'update-required') return result;
        if (Date.now() > deadline) throw new Error(`sync did not settle: ${JSON.stringify(result)}`);
        await sleep(TEST_BACKOFF.baseMs);
      }
    },
  };
  return device;
}
