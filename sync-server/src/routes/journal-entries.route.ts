/** Journal entries: the synced-record contract served from the registry, plus publishing and goal linking. */
import { Router } from 'express';
import { SYNCED_KINDS, linkGoalInputSchema, togglePublicInputSchema } from '@learnlog/shared';
import type { z } from 'zod';
import type { AppDeps } from '../deps';
import { currentUser, requireUser } from '../middleware/auth';
import { sendPhotoAnswer } from '../middleware/photo-json';
import { validateBody, validateParams } from '../middleware/validate';
import { setEntryPublic } from '../services/entries.service';
import { linkGoal, type LinkGoalInput } from '../services/entries-link-goal.service';
import { runIdempotent } from '../services/idempotency.service';
import { idParamsSchema, paramId } from '../services/synced-record-http';
import { syncedKindRouter } from './synced-kind.route';

export function journalEntriesRouter(deps: AppDeps): Router {
  const { db } = deps;
  const base = SYNCED_KINDS.journal_entries.path;
  const byId = validateParams(idParamsSchema);
  const router = Router();

  router.use(syncedKindRouter(deps, 'journal_entries'));

  router.post(`${base}/:id/toggle-public`, requireUser, byId, validateBody(togglePublicInputSchema), async (req, res) => {
    const input: z.output<typeof togglePublicInputSchema> = req.body;
    const id = paramId(req);
    const answer = await runIdempotent(deps, req, async (tx, { user, now }) => ({ status: 200, body: await setEntryPublic(tx, user, id, input.isPublic, now) }));
    await sendPhotoAnswer(db, res, currentUser(req).id, answer);
  });

  router.post(`${base}/:id/link-goal`, requireUser, byId, validateBody(linkGoalInputSchema), async (req, res) => {
    const input: LinkGoalInput = req.body;
    const id = paramId(req);
    const answer = await runIdempotent(deps, req, async (tx, { user, now }) => ({ status: 200, body: await linkGoal(tx, user, id, input, now) }));
    await sendPhotoAnswer(db, res, currentUser(req).id, answer);
  });

  return router;
}
