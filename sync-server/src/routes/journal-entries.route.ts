/**
 * Journal entries: the synced-record contract, plus publishing and goal linking. An entry may
 * carry ten photos (~8 MB): its body is validated photo by photo, its photos are stored one by one
 * before its transaction, and answers are written photo by photo (services/photos.service.ts), so
 * no single event-loop turn handles all of them.
 */
import { Router } from 'express';
import {
  FIELD_LIMITS,
  SYNCED_TABLE_PATHS,
  createJournalEntryInputSchema,
  journalPhotoSchema,
  linkGoalInputSchema,
  togglePublicInputSchema,
  updateJournalEntryInputSchema,
} from '@learnlog/shared';
import type { z } from 'zod';
import type { AppDeps } from '../deps';
import { currentUser, requireUser } from '../middleware/auth';
import { sendPhotoAnswer, sendPhotoJson } from '../middleware/photo-json';
import { validateBody, validateBodyInTurns, validateParams } from '../middleware/validate';
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
import { storePhotos } from '../services/photos.service';
import { schemaVersionGuard } from '../services/synced-record-gates';
import { idParamsSchema, paramId } from '../services/synced-record-http';
import { merged } from '../lib/merged';

export function journalEntriesRouter(deps: AppDeps): Router {
  const { db } = deps;
  const router = Router();
  const base = SYNCED_TABLE_PATHS.journal_entries;
  const byId = validateParams(idParamsSchema);

  router.use(base, schemaVersionGuard);

  const entryBody = (schema: z.ZodType) => validateBodyInTurns(schema, { key: 'photos', item: journalPhotoSchema, maxItems: FIELD_LIMITS.photos });

  router.get(base, requireUser, async (req, res) => {
    const userId = currentUser(req).id;
    await sendPhotoJson(db, res, userId, 200, await listEntries(db, userId));
  });

  router.post(base, requireUser, entryBody(createJournalEntryInputSchema), async (req, res) => {
    const input: CreateEntryInput = req.body;
    const user = currentUser(req);
    const stored = await storePhotos(db, user.id, input.photos ?? [], deps.clock.now());
    const withRefs = merged(input, { photos: stored.refs });
    const answer = await runIdempotent(deps, req, async (tx, { user: writer, now }) => ({ status: 201, body: await createEntry(tx, writer, withRefs, now, { photos: stored.data }) }));
    await sendPhotoAnswer(db, res, user.id, answer, stored.data);
  });

  router.put(`${base}/:id`, requireUser, byId, entryBody(updateJournalEntryInputSchema), async (req, res) => {
    const input: UpdateEntryInput = req.body;
    const id = paramId(req);
    const user = currentUser(req);
    const stored = input.photos === undefined ? undefined : await storePhotos(db, user.id, input.photos, deps.clock.now());
    const withRefs = { ...input, photos: stored?.refs };
    const answer = await runIdempotent(deps, req, async (tx, { user: writer, now }) => ({ status: 200, body: await updateEntry(tx, writer, id, withRefs, now, { photos: stored?.data }) }));
    await sendPhotoAnswer(db, res, user.id, answer, stored?.data);
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
