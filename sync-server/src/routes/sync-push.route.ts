/**
 * POST /api/sync/push: a run of the outbox in one request (docs/sync-protocol.md, rule 3), each a
 * named mutation dispatched by name (services/sync-push-writes.ts). Each is judged exactly as its
 * own call would be (its schema, its size limit, its Idempotency-Key with the same fingerprint, the same service in its own transaction), so a batch
 * and the same calls one by one store the same thing, and a retry may mix the two. The answers
 * stop after the first that is not a success; the ones before it stay applied.
 */
import { Router } from 'express';
import { hash } from 'node:crypto';
import { SYNC_PUSH_PATH, syncPushBatchSchema, type PushedMutation, type SyncPushBatch, type SyncPushResult } from '@learnlog/shared';
import type { AppDeps } from '../deps';
import { currentUser, requireUser } from '../middleware/auth';
import { errorAnswer } from '../middleware/errors';
import { sendPhotoJson } from '../middleware/photo-json';
import { EMPTY_BODY_DIGEST } from '../middleware/json-body';
import { validateBody } from '../middleware/validate';
import { runIdempotentWrite, type WriteContext } from '../services/idempotency.service';
import { isPushCall, pushCallOf } from '../services/sync-push-edge';
import { schemaVersionGuard } from '../services/synced-record-gates';

export function syncPushRouter(deps: AppDeps): Router {
  const router = Router();
  router.use(SYNC_PUSH_PATH, schemaVersionGuard);

  async function apply(user: WriteContext['user'], mutation: PushedMutation): Promise<SyncPushResult> {
    const call = pushCallOf(mutation);
    if (!isPushCall(call)) return call;
    // The fingerprint the same call would have had on its own, so a retry may mix the two.
    const bodyDigest = call.text === undefined ? EMPTY_BODY_DIGEST : hash('sha256', call.text);
    const request = { user, key: mutation.key, method: call.method, path: call.path, bodyDigest };
    // The kind's beforeWrite ahead of the transaction, as on its own route (services/kinds/kind-services.ts).
    const prepared = call.server.prepare ? await call.server.prepare(deps.db, user.id, call.args, deps.clock.now()) : undefined;
    const answer = await runIdempotentWrite(deps, request, (tx, context) => call.server.run(tx, context, prepared?.input ?? call.args, call.sent, prepared));
    return { status: answer.status, ...(answer.body === undefined ? {} : { body: answer.body }), ...(answer.replayed ? { replayed: true } : {}) };
  }
  router.post(SYNC_PUSH_PATH, requireUser, validateBody(syncPushBatchSchema), async (req, res) => {
    const { mutations }: SyncPushBatch = req.body;
    const user = currentUser(req);
    const results: SyncPushResult[] = [];
    for (const mutation of mutations) {
      let result: SyncPushResult;
      try {
        result = await apply(user, mutation);
      } catch (error) {
        // Answered as the call on its own would be (a lost database: 503, which the outbox retries).
        const answer = errorAnswer(error);
        if (answer.log) req.log[answer.log.level]({ err: error, mutation: 'name' in mutation ? mutation.name : mutation.path }, `sync push: ${answer.log.message}`);
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
