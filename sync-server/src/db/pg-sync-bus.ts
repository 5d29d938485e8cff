/**
 * Live updates across nodes (lib/sync-bus.ts) over PostgreSQL LISTEN/NOTIFY: each node keeps one
 * dedicated connection (outside the pool: a listening session must stay open) that LISTENs on one
 * channel and sends the node's pokes with pg_notify. A poke reaches this node's own streams at
 * once, in process; the others get it from the notification (this node skips its own echo).
 *
 * The connection reconnects by itself (100 ms, doubling to 5 s). What it cannot carry while it is
 * down is made up for when it is back: the pokes this node could not send go out then, and every
 * stream on this node is poked once, for what the other nodes said meanwhile. The 30 s poll of
 * the devices stays the last resort.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { z } from 'zod';
import { createInProcessSyncBus, type SyncBus, type SyncPoke } from '../lib/sync-bus';

const SYNC_CHANNEL = 'learnlog_sync';
/** How the listening session names itself in pg_stat_activity. */
export const SYNC_BUS_APPLICATION_NAME = 'learnlog-sync-bus';

const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5_000;
/** Stream client ids are at most this long (syncEventsQuerySchema); a longer source could match no stream. */
const SOURCE_MAX_LENGTH = 100;

/** What a notification carries (NOTIFY allows 8,000 bytes; this is well under 200). */
const notificationSchema = z.object({ node: z.string(), userId: z.number().int(), source: z.string().optional() });

export interface PostgresSyncBusOptions {
  url: string;
  /** A lost connection or a failed reconnection (logged; the bus keeps trying). */
  onError?: (error: Error) => void;
}

/** Opens the bus once its connection listens (so no poke after this is missed). */
export async function openPostgresSyncBus(options: PostgresSyncBusOptions): Promise<SyncBus> {
  const local = createInProcessSyncBus();
  const node = randomBytes(8).toString('hex');
  const unsent = new Set<number>();
  let listening: pg.Client | null = null;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let retry: NodeJS.Timeout | undefined;

  const report = (error: unknown) => options.onError?.(error instanceof Error ? error : new Error(String(error)));
  /**
   * The pokes go out one query at a time: a client runs one query at a time anyway, and pg
   * deprecates (and pg 9 refuses) a query asked while another is running.
   */
  let sending: Promise<unknown> = Promise.resolve();

  function receive(message: pg.Notification): void {
    if (message.channel !== SYNC_CHANNEL || !message.payload) return;
    let parsed: z.infer<typeof notificationSchema>;
    try {
      parsed = notificationSchema.parse(JSON.parse(message.payload));
    } catch {
      return; // not ours
    }
    if (parsed.node === node) return;
    local.publish(parsed.userId, parsed.source === undefined ? {} : { source: parsed.source });
  }

  function send(userId: number, poke: SyncPoke): void {
    const client = listening;
    if (!client) {
      unsent.add(userId);
      return;
    }
    const source = poke.source !== undefined && poke.source.length <= SOURCE_MAX_LENGTH ? poke.source : undefined;
    const payload = JSON.stringify({ node, userId, ...(source === undefined ? {} : { source }) });
    sending = sending.then(() => client.query('SELECT pg_notify($1, $2)', [SYNC_CHANNEL, payload])).catch((error: unknown) => {
      report(error);
      // Sent again once a connection listens (which may already be a new one).
      if (listening && listening !== client) send(userId, {});
      else unsent.add(userId);
    });
  }

  function lost(client: pg.Client): void {
    if (listening !== client) return;
    listening = null;
    void client.end().catch(() => undefined);
    scheduleReconnect();
  }

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: options.url, application_name: SYNC_BUS_APPLICATION_NAME, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    client.on('notification', receive);
    client.on('error', (error) => {
      report(error);
      lost(client);
    });
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${SYNC_CHANNEL}`);
    } catch (error) {
      void client.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await client.end();
      return;
    }
    listening = client;
    retryMs = FIRST_RETRY_MS;
  }

  function scheduleReconnect(): void {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(caughtUp, (error: unknown) => {
        report(error);
        retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
        scheduleReconnect();
      });
    }, retryMs);
    retry.unref();
  }

  function caughtUp(): void {
    if (!listening) return;
    for (const userId of local.subscribedUsers()) local.publish(userId, {});
    const missed = [...unsent];
    unsent.clear();
    for (const userId of missed) send(userId, {});
  }

  await connect();

  return {
    publish(userId, poke = {}) {
      local.publish(userId, poke);
      send(userId, poke);
    },
    subscribe: (userId, listener) => local.subscribe(userId, listener),
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = listening;
      listening = null;
      await local.close();
      await client?.end().catch(() => undefined);
    },
  };
}
