/** Resources: the synced-record contract. */
import { Router } from 'express';
import { SYNCED_TABLE_PATHS, createResourceInputSchema, updateResourceInputSchema } from '@learnlog/shared';
import type { AppDeps } from '../deps';
import { currentUser, requireUser } from '../middleware/auth';
import { validateBody, validateParams } from '../middleware/validate';
import { runIdempotent, sendAnswer } from '../services/idempotency.service';
import {
  createResource,
  deleteResource,
  listResources,
  updateResource,
  type CreateResourceInput,
  type UpdateResourceInput,
} from '../services/resources.service';
import { schemaVersionGuard } from '../services/synced-record-gates';
import { idParamsSchema, paramId } from '../services/synced-record-http';

export function resourcesRouter(deps: AppDeps): Router {
  const { db } = deps;
  const router = Router();
  const base = SYNCED_TABLE_PATHS.resources;
  const byId = validateParams(idParamsSchema);

  router.use(base, schemaVersionGuard);

  router.get(base, requireUser, async (req, res) => {
    res.json(await listResources(db, currentUser(req).id));
  });

  router.post(base, requireUser, validateBody(createResourceInputSchema), async (req, res) => {
    const input: CreateResourceInput = req.body;
    sendAnswer(res, await runIdempotent(deps, req, async (tx, { user, now }) => ({ status: 201, body: await createResource(tx, user, input, now) })));
  });

  router.put(`${base}/:id`, requireUser, byId, validateBody(updateResourceInputSchema), async (req, res) => {
    const input: UpdateResourceInput = req.body;
    const id = paramId(req);
    sendAnswer(res, await runIdempotent(deps, req, async (tx, { user, now }) => ({ status: 200, body: await updateResource(tx, user, id, input, now) })));
  });

  router.delete(`${base}/:id`, requireUser, byId, async (req, res) => {
    const id = paramId(req);
    sendAnswer(
      res,
      await runIdempotent(deps, req, async (tx, { user, now }) => {
        await deleteResource(tx, user, id, now);
        return { status: 204 };
      }),
    );
  });

  return router;
}
