/** Learn plans (premium): the synced-record contract served from the registry, and their milestones. */
import { Router, type RequestHandler } from 'express';
import { SYNCED_KINDS, createMilestoneInputSchema, recordIdParamSchema, updateMilestoneInputSchema } from '@learnlog/shared';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { requireAccess, requirePremium } from '../middleware/access';
import { currentUser, requireUser } from '../middleware/auth';
import { validateBody, validateParams } from '../middleware/validate';
import { runIdempotent, sendAnswer } from '../services/idempotency.service';
import {
  createMilestone,
  deleteMilestone,
  listMilestones,
  updateMilestone,
  type CreateMilestoneInput,
  type UpdateMilestoneInput,
} from '../services/milestones.service';
import { idParamsSchema, paramId } from '../services/synced-record-http';
import { syncedKindRouter } from './synced-kind.route';

/** `/api/learn-plans/:id/milestones/:milestoneId` */
const milestoneParamsSchema = z.object({ id: recordIdParamSchema, milestoneId: recordIdParamSchema });

export function learnPlansRouter(deps: AppDeps): Router {
  const { db, clock } = deps;
  const base = SYNCED_KINDS.learn_plans.path;
  const byId = validateParams(idParamsSchema);
  const byMilestone = validateParams(milestoneParamsSchema);
  const premiumReads = [requireUser, requireAccess(clock), requirePremium(clock)];
  const router = Router();

  router.use(syncedKindRouter(deps, 'learn_plans', { listGuards: premiumReads }));

  router.get(`${base}/:id/milestones`, ...premiumReads, byId, async (req, res) => {
    res.json(await listMilestones(db, currentUser(req).id, paramId(req)));
  });

  router.post(`${base}/:id/milestones`, requireUser, byId, validateBody(createMilestoneInputSchema), async (req, res) => {
    const input: CreateMilestoneInput = req.body;
    const planId = paramId(req);
    sendAnswer(
      res,
      await runIdempotent(deps, req, async (tx, { user, now }) => ({ status: 201, body: await createMilestone(tx, user, planId, input, now) })),
    );
  });

  // The shared update schema is the create schema made partial, which still fills `order` with
  // its default 0 when absent; only the fields the device actually sent may change.
  const rememberSentFields: RequestHandler = (req, res, next) => {
    res.locals.sentFields = new Set(Object.keys(typeof req.body === 'object' && req.body !== null ? req.body : {}));
    next();
  };

  router.put(`${base}/:id/milestones/:milestoneId`, requireUser, byMilestone, rememberSentFields, validateBody(updateMilestoneInputSchema), async (req, res) => {
    const sent = res.locals.sentFields as Set<string>;
    const input = Object.fromEntries(Object.entries(req.body as UpdateMilestoneInput).filter(([key]) => sent.has(key))) as UpdateMilestoneInput;
    const planId = paramId(req);
    const id = paramId(req, 'milestoneId');
    sendAnswer(
      res,
      await runIdempotent(deps, req, async (tx, { user, now }) => ({ status: 200, body: await updateMilestone(tx, user, planId, id, input, now) })),
    );
  });

  router.delete(`${base}/:id/milestones/:milestoneId`, requireUser, byMilestone, async (req, res) => {
    const planId = paramId(req);
    const id = paramId(req, 'milestoneId');
    sendAnswer(
      res,
      await runIdempotent(deps, req, async (tx, { user, now }) => {
        await deleteMilestone(tx, user, planId, id, now);
        return { status: 204 };
      }),
    );
  });

  return router;
}
