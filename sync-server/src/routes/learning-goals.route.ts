/** Learning goals: the synced-record contract (creatable on every plan). */
import { Router } from 'express';
import { SYNCED_TABLE_PATHS, createLearningGoalInputSchema, updateLearningGoalInputSchema } from '@learnlog/shared';
import type { AppDeps } from '../deps';
import { currentUser, requireUser } from '../middleware/auth';
import { validateBody, validateParams } from '../middleware/validate';
import {
  createGoal,
  deleteGoal,
  listGoals,
  updateGoal,
  type CreateGoalInput,
  type UpdateGoalInput,
} from '../services/goals.service';
import { runIdempotent, sendAnswer } from '../services/idempotency.service';
import { schemaVersionGuard } from '../services/synced-record-gates';
import { idParamsSchema, paramId } from '../services/synced-record-http';

export function learningGoalsRouter(deps: AppDeps): Router {
  const { db } = deps;
  const router = Router();
  const base = SYNCED_TABLE_PATHS.learning_goals;
  const byId = validateParams(idParamsSchema);

  router.use(base, schemaVersionGuard);

  router.get(base, requireUser, async (req, res) => {
    res.json(await listGoals(db, currentUser(req).id));
  });

  router.post(base, requireUser, validateBody(createLearningGoalInputSchema), async (req, res) => {
    const input: CreateGoalInput = req.body;
    sendAnswer(res, await runIdempotent(deps, req, async (tx, { user, now }) => ({ status: 201, body: await createGoal(tx, user, input, now) })));
  });

  router.put(`${base}/:id`, requireUser, byId, validateBody(updateLearningGoalInputSchema), async (req, res) => {
    const input: UpdateGoalInput = req.body;
    const id = paramId(req);
    sendAnswer(res, await runIdempotent(deps, req, async (tx, { user, now }) => ({ status: 200, body: await updateGoal(tx, user, id, input, now) })));
  });

  router.delete(`${base}/:id`, requireUser, byId, async (req, res) => {
    const id = paramId(req);
    sendAnswer(
      res,
      await runIdempotent(deps, req, async (tx, { user, now }) => {
        await deleteGoal(tx, user, id, now);
        return { status: 204 };
      }),
    );
  });

  return router;
}
