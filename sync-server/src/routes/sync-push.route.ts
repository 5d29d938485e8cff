/**
 * POST /api/sync/push: a run of the outbox in one request (docs/sync-protocol.md, rule 3). Each
 * mutation is judged exactly as its own call would be (its schema, its size limit, its
 * Idempotency-Key with the same fingerprint, the same service in its own transaction), so a batch
 * and the same calls one by one store the same thing, and a retry may mix the two. The answers
 * stop after the first that is not a success; the ones before it stay applied.
 */
import { Router } from 'express';
import { hash } from 'node:crypto';
import { MESSAGES, SYNC_PUSH_PATH, syncPushRequestSchema, type SyncPushMutation, type SyncPushRequest, type SyncPushResult } from '@learnlog/shared';
import type { AppDeps } from '../deps';
import { currentUser, requireUser } from '../middleware/auth';
import { bodyLimitFor } from '../middleware/body-limits';
import { errorAnswer } from '../middleware/errors';
import { sendPhotoJson } from '../middleware/photo-json';
import { BODY_TOO_LARGE_MESSAGE, EMPTY_BODY_DIGEST } from '../middleware/json-body';
import { validateBody, validationError } from '../middleware/validate';
import { runIdempotentWrite, type WriteContext } from '../services/idempotency.service';
import { findSyncedWrite, recordIdsSchema } from '../services/sync-push-writes';
import { schemaVersionGuard } from '../services/synced-record-gates';

const failure = (status: number, message: string, extras: object = {}): SyncPushResult => ({ status, body: { message, ...extras } });

export function syncPushRouter(deps: AppDeps): Router {
  const router = Router();
  router.use(SYNC_PUSH_PATH, schemaVersionGuard);

  async function apply(user: WriteContext['user'], mutation: SyncPushMutation): Promise<SyncPushResult> {
    const found = findSyncedWrite(mutation.method, mutation.path);
    if (!found) return failure(404, MESSAGES.notFound);
    // The bytes the same call would have had on its own: its fingerprint and its size limit.
    const text = mutation.body === undefined ? undefined : JSON.stringify(mutation.body);
    if (text !== undefined && Buffer.byteLength(text) > bodyLimitFor(mutation.method, mutation.path, true)) return failure(413, BODY_TOO_LARGE_MESSAGE);
    const ids = recordIdsSchema.safeParse(found.ids);
    if (!ids.success) return failure(400, MESSAGES.validationFailed, { errors: [{ path: 'id', message: ids.error.issues[0]?.message ?? '' }] });
    const sent = mutation.body ?? {};
    const { schema } = found.write;
    const input = schema ? schema.safeParse(sent) : undefined;
    if (input && !input.success) {
      const error = validationError(input.error);
      return failure(error.status, error.message, error.extras);
    }
    const bodyDigest = text === undefined ? EMPTY_BODY_DIGEST : hash('sha256', text);
    const request = { user, key: mutation.key, method: mutation.method, path: mutation.path, bodyDigest };
    const answer = await runIdempotentWrite(deps, request, (tx, context) => found.write.run(tx, context, ids.data, input?.data, sent));
    return { status: answer.status, ...(answer.body === undefined ? {} : { body: answer.body }), ...(answer.replayed ? { replayed: true } : {}) };
  }

  router.post(SYNC_PUSH_PATH, requireUser, validateBody(syncPushRequestSchema), async (req, res) => {
    const { mutations }: SyncPushRequest = req.body;
    const user = currentUser(req);
    const results: SyncPushResult[] = [];
    for (const mutation of mutations) {
      let result: SyncPushResult;
      try {
        result = await apply(user, mutation);
      } catch (error) {
        // Answered as the call on its own would be (a lost database: 503, which the outbox retries).
        const answer = errorAnswer(error);
        if (answer.log) req.log[answer.log.level]({ err: error, path: mutation.path }, `sync push: ${answer.log.message}`);
        result = { status: answer.status, body: answer.body };
      }
      results.push(result);
      if (result.status < 200 || result.status >= 300) break;
    }
    res.setHeader('Cache-Control', 'no-store, no-transform');
    // Entries in the answers carry photo references: written with their data.
    await sendPhotoJson(deps.db, res, user.id, 200, { results });
  });

  return router;
}
