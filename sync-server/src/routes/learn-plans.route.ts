/** Learn plans (premium) and their milestones. */
import { Router, type RequestHandler } from 'express';
import {
  SYNCED_TABLE_PATHS,
  createLearnPlanInputSchema,
  createMilestoneInputSchema,
  updateLearnPlanInputSchema,
  updateMilestoneInputSchema,
} from '@learnlog/shared';
import type { AppDeps } from '../deps';
import { requireAccess, requirePremium } from '../middleware/access';
import { currentUser, requireUser } from '../middleware/auth';
import { validateBody, validateParams } from '../middleware/validate';
import { runIdempotent, sendAnswer } from '../services/idempotency.service';
import {
  createLearnPlan,
  deleteLearnPlan,
  listLearnPlans,
  updateLearnPlan,
  type CreateLearnPlanInput,
  type UpdateLearnPlanInput,
} from '../services/learn-plans.service';
import {
  createMilestone,
  deleteMilestone,
  listMilestones,
  updateMilestone,
  type CreateMilestoneInput,
  type UpdateMilestoneInput,
} from '../services/milestones.service';
import { schemaVersionGuard } from '../services/synced-record-gates';
import { idParamsSchema, milestoneParamsSchema, paramId } from '../services/synced-record-http';

export function learnPlansRouter(deps: AppDeps): Router {
  const { db, clock } = deps;
  const router = Router();
  const base = SYNCED_TABLE_PATHS.learn_plans;
  const byId = validateParams(idParamsSchema);
  const byMilestone = validateParams(milestoneParamsSchema);
  const premiumReads = [requireUser, requireAccess(clock), requirePremium(clock)];

  router.use(base, schemaVersionGuard);

  router.get(base, ...premiumReads, async (req, res) => {
    res.json(await listLearnPlans(db, currentUser(req).id));
  });

  router.post(base, requireUser, validateBody(createLearnPlanInputSchema), async (req, res) => {
    const input: CreateLearnPlanInput = req.body;
    sendAnswer(res, await runIdempotent(deps, req, async (tx, { user, now }) => ({ status: 201, body: await createLearnPlan(tx, user, input, now) })));
  });

  router.put(`${base}/:id`, requireUser, byId, validateBody(updateLearnPlanInputSchema), async (req, res) => {
    const input: UpdateLearnPlanInput = req.body;
    const id = paramId(req);
    sendAnswer(res, await runIdempotent(deps, req, async (tx, { user, now }) => ({ status: 200, body: await updateLearnPlan(tx, user, id, input, now) })));
  });

  router.delete(`${base}/:id`, requireUser, byId, async (req, res) => {
    const id = paramId(req);
    sendAnswer(
      res,
      await runIdempotent(deps, req, async (tx, { user, now }) => {
        await deleteLearnPlan(tx, user, id, now);
        return { status: 204 };
      }),
    );
  });

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
