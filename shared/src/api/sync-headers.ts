/** Headers of the sync protocol (docs/sync-protocol.md, rule 3). Zod-free: the app's first load imports it. */
export const SYNC_HEADERS = {
  idempotencyKey: 'Idempotency-Key',
  clientId: 'X-Client-Id',
  schemaVersion: 'X-Schema-Version',
  timeZone: 'X-Time-Zone',
} as const;
