/**
 * A synced kind's documented REST routes (list, create, update, delete), built from its registry
 * entry and its services, with the hooks its services declare (services/kinds/kind-services.ts).
 */
import { Router, type RequestHandler, type Response } from 'express';
import { SYNCED_KINDS, type SyncedTable } from '@learnlog/shared';
import type { z } from 'zod';
import type { AppDeps } from '../deps';
import { currentUser, requireUser } from '../middleware/auth';
import { validateBody, validateBodyInTurns, validateParams } from '../middleware/validate';
import { runIdempotent, sendAnswer, setAnswerHead, type WriteAnswer } from '../services/idempotency.service';
import type { Fields, PreparedWrite } from '../services/kinds/kind-services';
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
  const { list, create, update, remove, bodyInTurns, beforeWrite, sendJson } = KIND_SERVICES[name];
  const router = Router();
  const base = kind.path;
  const byId = validateParams(idParamsSchema);
  const body = (schema: z.ZodType) => (bodyInTurns ? validateBodyInTurns(schema, bodyInTurns) : validateBody(schema));

  const prepare = async (userId: number, input: Fields): Promise<PreparedWrite> => (beforeWrite ? beforeWrite(db, userId, input, deps.clock.now()) : { input });
  const send = async (res: Response, userId: number, answer: WriteAnswer, prepared?: PreparedWrite): Promise<void> => {
    if (!sendJson || answer.body === undefined) return sendAnswer(res, answer);
    setAnswerHead(res, answer);
    await sendJson(db, res, userId, answer.status, answer.body, prepared);
  };

  router.use(base, schemaVersionGuard);

  router.get(base, ...listGuards, async (req, res) => {
    const userId = currentUser(req).id;
    const rows = await list(db, userId);
    if (sendJson) await sendJson(db, res, userId, 200, rows);
    else res.json(rows);
  });

  router.post(base, requireUser, body(kind.createSchema), async (req, res) => {
    const userId = currentUser(req).id;
    const prepared = await prepare(userId, req.body as Fields);
    const answer = await runIdempotent(deps, req, async (tx, { user, now }) => ({ status: 201, body: await create(tx, user, prepared.input, now, prepared.data) }));
    await send(res, userId, answer, prepared);
  });

  const { updateSchema } = kind;
  if (update && updateSchema) {
    router.put(`${base}/:id`, requireUser, byId, body(updateSchema), async (req, res) => {
      const id = paramId(req);
      const userId = currentUser(req).id;
      const prepared = await prepare(userId, req.body as Fields);
      const answer = await runIdempotent(deps, req, async (tx, { user, now }) => ({ status: 200, body: await update(tx, user, id, prepared.input, now, prepared.data) }));
      await send(res, userId, answer, prepared);
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
