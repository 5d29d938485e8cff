/** Journal entries: the synced-record contract, plus publishing and goal linking. */
import { Router } from 'express';
import {
  SYNCED_TABLE_PATHS,
  createJournalEntryInputSchema,
  linkGoalInputSchema,
  togglePublicInputSchema,
  updateJournalEntryInputSchema,
} from '@learnlog/shared';
import type { z } from 'zod';
import type { AppDeps } from '../deps';
import { currentUser, requireUser } from '../middleware/auth';
import { validateBody, validateParams } from '../middleware/validate';
import {
  createEntry,
  deleteEntry,
  listEntries,
  setEntryPublic,
  updateEntry,
  type CreateEntryInput,
  type UpdateEntryInput,
} from '../services/entries.service';
import { linkGoal, type LinkGoalInput } from '../services/entries-link-goal.service';
import { runIdempotent, sendAnswer } from '../services/idempotency.service';
import { schemaVersionGuard } from '../services/synced-record-gates';
import { idParamsSchema, paramId } from '../services/synced-record-http';

export function journalEntriesRouter(deps: AppDeps): Router {
  const { db } = deps;
  const router = Router();
  const base = SYNCED_TABLE_PATHS.journal_entries;
  const byId = validateParams(idParamsSchema);

  router.use(base, schemaVersionGuard);

  router.get(base, requireUser, async (req, res) => {
    res.json(await listEntries(db, currentUser(req).id));
  });

  router.post(base, requireUser, validateBody(createJournalEntryInputSchema), async (req, res) => {
    const input: CreateEntryInput = req.body;
    sendAnswer(res, await runIdempotent(deps, req, async (tx, { user, now }) => ({ status: 201, body: await createEntry(tx, user, input, now) })));
  });

  router.put(`${base}/:id`, requireUser, byId, validateBody(updateJournalEntryInputSchema), async (req, res) => {
    const input: UpdateEntryInput = req.body;
    const id = paramId(req);
    sendAnswer(res, await runIdempotent(deps, req, async (tx, { user, now }) => ({ status: 200, body: await updateEntry(tx, user, id, input, now) })));
  });

  router.delete(`${base}/:id`, requireUser, byId, async (req, res) => {
    const id = paramId(req);
    sendAnswer(
      res,
      await runIdempotent(deps, req, async (tx, { user, now }) => {
        await deleteEntry(tx, user, id, now);
        return { status: 204 };
      }),
    );
  });

  router.post(`${base}/:id/toggle-public`, requireUser, byId, validateBody(togglePublicInputSchema), async (req, res) => {
    const input: z.output<typeof togglePublicInputSchema> = req.body;
    const id = paramId(req);
    sendAnswer(
      res,
      await runIdempotent(deps, req, async (tx, { user, now }) => ({ status: 200, body: await setEntryPublic(tx, user, id, input.isPublic, now) })),
    );
  });

  router.post(`${base}/:id/link-goal`, requireUser, byId, validateBody(linkGoalInputSchema), async (req, res) => {
    const input: LinkGoalInput = req.body;
    const id = paramId(req);
    sendAnswer(res, await runIdempotent(deps, req, async (tx, { user, now }) => ({ status: 200, body: await linkGoal(tx, user, id, input, now) })));
  });

  return router;
}
