/** Headers of the sync protocol (docs/sync-protocol.md, rule 3). Zod-free: the app's first load imports it. */
export const SYNC_HEADERS = {
  idempotencyKey: 'Idempotency-Key',
  clientId: 'X-Client-Id',
  schemaVersion: 'X-Schema-Version',
  timeZone: 'X-Time-Zone',
  /**
   * On a page of changes: the cursor it ends at and whether more follow ('true' / 'false'), the
   * same as in its body. The device asks for the next page on these, before it has read this one.
   */
  cursor: 'X-Sync-Cursor',
  hasMore: 'X-Sync-Has-More',
} as const;
