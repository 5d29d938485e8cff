/** A synced kind's documented REST routes (list, create, update, delete), built from its registry entry and its services. */
import { Router, type RequestHandler } from 'express';
import { SYNCED_KINDS, type SyncedTable } from '@learnlog/shared';
import type { AppDeps } from '../deps';
import { currentUser, requireUser } from '../middleware/auth';
import { validateBody, validateParams } from '../middleware/validate';
import { runIdempotent, sendAnswer } from '../services/idempotency.service';
import { schemaVersionGuard } from '../services/synced-record-gates';
import { idParamsSchema, paramId } from '../services/synced-record-http';
import { KIND_SERVICES } from '../services/synced-record-kinds';

export interface KindRouteOptions {
  /** Who may list it (default: any signed-in learner). */
  listGuards?: RequestHandler[];
}

export function syncedKindRouter(deps: AppDeps, name: SyncedTable, { listGuards = [requireUser] }: KindRouteOptions = {}): Router {
  const { db } = deps;
  const kind = SYNCED_KINDS[name];
  const { list, create, update, remove } = KIND_SERVICES[name];
  const router = Router();
  const base = kind.path;
  const byId = validateParams(idParamsSchema);

  router.use(base, schemaVersionGuard);

  router.get(base, ...listGuards, async (req, res) => {
    res.json(await list(db, currentUser(req).id));
  });

  router.post(base, requireUser, validateBody(kind.createSchema), async (req, res) => {
    const input: Record<string, unknown> = req.body;
    sendAnswer(res, await runIdempotent(deps, req, async (tx, { user, now }) => ({ status: 201, body: await create(tx, user, input, now) })));
  });

  const { updateSchema } = kind;
  if (update && updateSchema) {
    router.put(`${base}/:id`, requireUser, byId, validateBody(updateSchema), async (req, res) => {
      const input: Record<string, unknown> = req.body;
      const id = paramId(req);
      sendAnswer(res, await runIdempotent(deps, req, async (tx, { user, now }) => ({ status: 200, body: await update(tx, user, id, input, now) })));
    });
  }

  if (remove) {
    router.delete(`${base}/:id`, requireUser, byId, async (req, res) => {
      const id = paramId(req);
      sendAnswer(
        res,
        await runIdempotent(deps, req, async (tx, { user, now }) => {
          await remove(tx, user, id, now);
          return { status: 204 };
        }),
      );
    });
  }

  return router;
}
