/**
 * Pull (docs/sync-protocol.md, rule 4): pages through `/api/sync/changes` from the stored
 * cursor, read ahead of the writer (page-feed.ts). The pages at hand are applied with the last
 * one's cursor in one transaction, so an interrupted pull resumes where it stopped.
 * `{reset: true}` (the cursor is older than the tombstone horizon) starts a full re-download
 * that keeps the outbox; it too resumes page by page (`full`), and only when its last page is
 * in are the records it did not bring dropped.
 */
import { SYNCED_KINDS, SYNCED_TABLES, SYNC_PAGE_LIMIT, type SyncChange, type SyncedTable } from '@learnlog/shared';
import { recordTable, syncTables, type LearnLogDatabase } from '../db/database';
import { recordKey, type LocalRecord } from '../db/local-records';
import { getMeta, setMeta } from '../db/meta';
import { asPull } from '../db/pull-activity';
import { failureOf, pendingFieldsByRecord } from './outbox';
import { rebaseOnServerRow } from './record-merge';
import { readServerRow } from './sync-kinds';
import { pageFeed, type FeedAnswer } from './page-feed';
import type { Transport, TransportFailure } from './transport';

export type PullResult = { outcome: 'done'; applied: number; reset: boolean } | { outcome: 'failed'; result: TransportFailure };

/** A row this version cannot read is skipped (and logged) rather than blocking every later page. */
function readRow(table: SyncedTable, row: Record<string, unknown>): LocalRecord | undefined {
  const read = readServerRow(table, row);
  if (!read) console.warn(`LearnLog sync: skipped an unreadable ${table} row`, SYNCED_KINDS[table].rowSchema.safeParse(row).error);
  return read;
}

async function applyPage(db: LearnLogDatabase, changes: readonly SyncChange[], cursor: number, full: boolean): Promise<void> {
  await db.transaction('rw', syncTables(db), async () => {
    const outbox = await db.outbox.toArray();
    const pending = pendingFieldsByRecord(outbox);
    const byTable = new Map<SyncedTable, Map<number, SyncChange>>();
    for (const change of changes) {
      const group = byTable.get(change.table) ?? new Map<number, SyncChange>();
      group.set(change.id, change); // a later version of the same record wins
      byTable.set(change.table, group);
    }
    if (full) await db.pullSeen.bulkPut(changes.filter((c) => c.row !== null).map((c) => ({ key: recordKey(c.table, c.id) })));
    for (const [table, group] of byTable) {
      const records = recordTable(db, table);
      const touched = [...group.values()];
      const withPending = touched.filter((c) => pending.has(recordKey(table, c.id)));
      const locals = new Map<number, LocalRecord>();
      for (const local of await records.bulkGet(withPending.map((c) => c.id))) if (local) locals.set(local.id, local);

      const puts: LocalRecord[] = [];
      const deletes: number[] = [];
      for (const change of touched) {
        const key = recordKey(table, change.id);
        const fields = pending.get(key);
        if (change.row === null) {
          // A record with queued changes stays: those mutations settle it (rule 6 for edits).
          if (!fields) deletes.push(change.id);
          continue;
        }
        const row = readRow(table, change.row);
        if (!row) continue;
        if (!fields) puts.push(row);
        else puts.push(rebaseOnServerRow(table, row, locals.get(change.id), fields, failureOf(outbox.filter((m) => m.recordKey === key))));
      }
      await records.bulkPut(puts);
      await records.bulkDelete(deletes);
    }
    await setMeta(db, 'cursor', cursor);
  });
}

async function startFullPull(db: LearnLogDatabase): Promise<void> {
  await db.transaction('rw', syncTables(db), async () => {
    await db.pullSeen.clear();
    await setMeta(db, 'cursor', 0);
    await setMeta(db, 'fullPull', true);
  });
}

/** The re-download is complete: what the server no longer has and the device has not changed goes. */
async function finishFullPull(db: LearnLogDatabase): Promise<void> {
  await db.transaction('rw', syncTables(db), async () => {
    const pending = pendingFieldsByRecord(await db.outbox.toArray());
    const seen = new Set(await db.pullSeen.toCollection().primaryKeys());
    for (const table of SYNCED_TABLES) {
      const gone = (await recordTable(db, table).toCollection().primaryKeys()).filter((id) => {
        const key = recordKey(table, id);
        return !seen.has(key) && !pending.has(key);
      });
      await recordTable(db, table).bulkDelete(gone);
    }
    await db.pullSeen.clear();
    await setMeta(db, 'fullPull', false);
  });
}

export function pullChanges(db: LearnLogDatabase, transport: Transport, pageLimit: number = SYNC_PAGE_LIMIT.max): Promise<PullResult> {
  return asPull(db, () => pullPages(db, transport, pageLimit));
}

async function pullPages(db: LearnLogDatabase, transport: Transport, pageLimit: number): Promise<PullResult> {
  const [cursor, fullPull] = await Promise.all([getMeta(db, 'cursor'), getMeta(db, 'fullPull')]);
  let full = fullPull === true;
  let reset = full;
  let applied = 0;
  let feed = pageFeed(transport, cursor ?? 0, pageLimit, full);
  for (;;) {
    // Every answer but the last is a page with more after it (pageFeed stops at anything else).
    const answers = await feed.take();
    const pages = answers.flatMap((answer) => (answer.kind === 'ok' && !('reset' in answer.body) ? [answer.body] : []));
    const last = pages[pages.length - 1];
    if (last) {
      // The pages already here go in together: one transaction, one cursor (the last page's).
      const changes = pages.flatMap((page) => page.changes);
      await applyPage(db, changes, last.cursor, full);
      applied += changes.length;
    }
    const end = answers[answers.length - 1] as FeedAnswer;
    if (end.kind !== 'ok') return { outcome: 'failed', result: end };
    if ('reset' in end.body) {
      // A full re-download is never reset; answering it so would be a server bug: stop, not loop.
      if (full) return { outcome: 'failed', result: { kind: 'http', status: 500, error: { message: 'The server asked to reset twice' }, text: '', body: null } };
      await startFullPull(db);
      full = true;
      reset = true;
      feed = pageFeed(transport, 0, pageLimit, full);
      continue;
    }
    if (!end.body.hasMore) break;
  }
  if (full) await finishFullPull(db);
  return { outcome: 'done', applied, reset };
}
