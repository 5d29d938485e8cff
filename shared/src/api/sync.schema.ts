import { z } from 'zod';

import { SYNCED_KINDS, SYNCED_TABLES, type SyncedTable } from '../registry';

/** The REST collection of each synced kind (kept for the device until it reads the registry). */
export const SYNCED_TABLE_PATHS = Object.fromEntries(SYNCED_TABLES.map((name) => [name, SYNCED_KINDS[name].path])) as Record<SyncedTable, string>;

export const SYNC_PAGE_LIMIT = { default: 500, max: 1_000 } as const;

/**
 * GET /api/sync/changes?since=&limit=&full=
 * `full=true`: the device is re-downloading everything after a reset (it started at since=0 and
 * drops what it did not see at the end), so its cursor is accepted even below the prune horizon:
 * a reset longer than one page resumes page by page, even after an interruption.
 */
export const syncChangesQuerySchema = z.object({
  since: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(SYNC_PAGE_LIMIT.max).default(SYNC_PAGE_LIMIT.default),
  full: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
});

export const syncChangeSchema = z.object({
  table: z.enum(SYNCED_TABLES),
  id: z.number(),
  version: z.number().int(),
  /**
   * null: the record was deleted (a tombstone). The device reads the fields against the kind's
   * own schema; here only the object is checked (z.record would walk and copy each of a page's
   * 1,000 rows once more).
   */
  row: z.custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value)).nullable(),
});
export type SyncChange = z.infer<typeof syncChangeSchema>;

export const syncChangesResponseSchema = z.union([
  z.object({ changes: z.array(syncChangeSchema), cursor: z.number().int(), hasMore: z.boolean() }),
  z.object({ reset: z.literal(true) }),
]);
export type SyncChangesResponse = z.infer<typeof syncChangesResponseSchema>;
