/** Review logs: the synced-record contract, append-only (no edit, no delete), on every plan. */
import { Router } from 'express';
import { SYNCED_TABLE_PATHS, createReviewLogInputSchema } from '@learnlog/shared';
import type { AppDeps } from '../deps';
import { currentUser, requireUser } from '../middleware/auth';
import { validateBody } from '../middleware/validate';
import { runIdempotent, sendAnswer } from '../services/idempotency.service';
import { createReviewLog, listReviewLogs, type CreateReviewLogInput } from '../services/review-logs.service';
import { schemaVersionGuard } from '../services/synced-record-gates';

export function reviewLogsRouter(deps: AppDeps): Router {
  const { db } = deps;
  const router = Router();
  const base = SYNCED_TABLE_PATHS.review_logs;

  router.use(base, schemaVersionGuard);

  router.get(base, requireUser, (req, res) => {
    res.json(listReviewLogs(db, currentUser(req).id));
  });

  router.post(base, requireUser, validateBody(createReviewLogInputSchema), (req, res) => {
    const input: CreateReviewLogInput = req.body;
    sendAnswer(res, runIdempotent(deps, req, (tx, { user, now }) => ({ status: 201, body: createReviewLog(tx, user, input, now) })));
  });

  return router;
}
