import { z } from 'zod';

/**
 * POST /api/sync/push (docs/sync-protocol.md, rule 3): a run of the outbox in one request. Each
 * mutation is a named mutation `{key, name, args}` of the registry (SYNCED_MUTATIONS) with its own
 * Idempotency-Key; the server applies them in order and answers each one's status and body.
 */
export const SYNC_PUSH_PATH = '/api/sync/push';

export const SYNC_PUSH_LIMITS = {
  /** Mutations in one request. */
  mutations: 100,
  /** Bytes of one request's JSON body; a larger mutation (an entry with photos) goes on its own. */
  bytes: 1024 * 1024,
  /** Characters of a mutation's name, path and key. */
  name: 100,
  path: 200,
  key: 255,
} as const;

/** The mutation's Idempotency-Key: visible ASCII, as the header accepts. */
const keySchema = z.string().min(1).max(SYNC_PUSH_LIMITS.key).regex(/^[\x21-\x7e]+$/);

export const namedMutationSchema = z.object({
  key: keySchema,
  /** `<kind>.create` etc.: a key of SYNCED_MUTATIONS. */
  name: z.string().max(SYNC_PUSH_LIMITS.name).regex(/^[a-z_]+\.[a-zA-Z]+$/),
  /** Checked by the server with the named mutation's args schema. */
  args: z.record(z.string(), z.unknown()),
});
export type NamedMutation = z.infer<typeof namedMutationSchema>;

/** The form an outbox queued before named mutations: the REST call itself. Accepted for one release. */
export const restMutationSchema = z.object({
  key: keySchema,
  method: z.enum(['POST', 'PUT', 'DELETE']),
  path: z.string().max(SYNC_PUSH_LIMITS.path).regex(/^\/api\/[a-z0-9/-]+$/),
  /** Checked by the server with the schema of the call it names, like the call on its own. */
  body: z.record(z.string(), z.unknown()).optional(),
});
export type RestMutation = z.infer<typeof restMutationSchema>;

export const syncPushMutationSchema = z.union([namedMutationSchema, restMutationSchema]);
export type PushedMutation = z.infer<typeof syncPushMutationSchema>;
/** The old form's type, kept while the device still builds it. */
export type SyncPushMutation = RestMutation;

/** A batch as the server reads it: each mutation in the named form or the old one. */
export const syncPushBatchSchema = z.object({
  mutations: z.array(syncPushMutationSchema).min(1).max(SYNC_PUSH_LIMITS.mutations),
});
export type SyncPushBatch = z.infer<typeof syncPushBatchSchema>;

/** The old form's batch, kept while the device still builds it. */
export const syncPushRequestSchema = z.object({
  mutations: z.array(restMutationSchema).min(1).max(SYNC_PUSH_LIMITS.mutations),
});
export type SyncPushRequest = z.infer<typeof syncPushRequestSchema>;

/**
 * One answer per mutation the server reached, in order. It stops after the first answer that is
 * not a success: what the device does with that answer (a conflict copy, a new id, a refusal that
 * holds back the record's later changes) can change the mutations after it, so those are sent again.
 */
export const syncPushResultSchema = z.object({
  status: z.number().int().min(100).max(599),
  /** The call's JSON answer on success, its `{message, code?, errors?, current?}` otherwise. */
  body: z.unknown().optional(),
  /** A stored answer to a key seen before. */
  replayed: z.boolean().optional(),
});
export type SyncPushResult = z.infer<typeof syncPushResultSchema>;

export const syncPushResponseSchema = z.object({ results: z.array(syncPushResultSchema) });
export type SyncPushResponse = z.infer<typeof syncPushResponseSchema>;

/**
 * GET /api/sync/events: live updates as Server-Sent Events (docs/sync-protocol.md, rule 4). The
 * stream says `changed` when the learner's data changed on another device; it carries no data.
 */
export const SYNC_EVENTS = {
  path: '/api/sync/events',
  /** The event that asks the device to pull. */
  changed: 'changed',
  /** A comment this often keeps proxies from closing a quiet stream. */
  heartbeatMs: 25_000,
  /** The server ends a stream after this long; the browser reconnects (and the session is checked again). */
  maxStreamMs: 5 * 60_000,
  /** How long the browser waits before reconnecting. */
  retryMs: 2_000,
} as const;

export const syncEventsQuerySchema = z.object({
  /** The device's id: pokes for its own changes are not sent back to it. */
  clientId: z.string().min(1).max(100).optional(),
});
