/** Headers of the sync protocol (docs/sync-protocol.md, rule 3). Zod-free: the app's first load imports it. */
export const SYNC_HEADERS = {
  idempotencyKey: 'Idempotency-Key',
  clientId: 'X-Client-Id',
  schemaVersion: 'X-Schema-Version',
  timeZone: 'X-Time-Zone',
  /**
   * On a page of changes: the cursor it ends at and whether more follow ('true' / 'false'), the
   * same as in its body, so index.html's head script can follow a new device's first pages
   * without reading them (app/src/sync/early-changes.ts).
   */
  cursor: 'X-Sync-Cursor',
  hasMore: 'X-Sync-Has-More',
} as const;
