/** The learner's own profile and share page settings. */
import { Router } from 'express';
import type { z } from 'zod';
import { MESSAGES, shareSettingsInputSchema, updateProfileInputSchema } from '@learnlog/shared';
import type { AppDeps } from '../deps';
import { HttpError } from '../lib/http-error';
import { currentUser, requireUser } from '../middleware/auth';
import { validateBody } from '../middleware/validate';
import { toClientUser, updateUser, type UserPatch } from '../services/users.service';
import { isUsernameTaken } from '../services/usernames.service';

/** An emptied field is stored as null, so "is it set?" has one answer everywhere. */
const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);

export function profileRouter(deps: AppDeps): Router {
  const { db, clock } = deps;
  const router = Router();

  router.put('/api/user/profile', requireUser, validateBody(updateProfileInputSchema), async (req, res) => {
    const input: z.output<typeof updateProfileInputSchema> = req.body;
    const patch: UserPatch = {};
    for (const [key, value] of Object.entries(input) as [keyof typeof input, string | null | undefined][]) {
      const stored = blankToNull(value);
      if (stored !== undefined) patch[key] = stored;
    }
    const user = await updateUser(db, currentUser(req).id, patch, clock.now());
    res.json(toClientUser(user, clock.now()));
  });

  router.post('/api/share-settings', requireUser, validateBody(shareSettingsInputSchema), async (req, res) => {
    const input: z.output<typeof shareSettingsInputSchema> = req.body;
    const me = currentUser(req);
    if (input.username !== undefined && (await isUsernameTaken(db, input.username, me.id))) {
      throw new HttpError(409, MESSAGES.usernameTaken);
    }
    const patch: UserPatch = {};
    if (input.sharePageEnabled !== undefined) patch.sharePageEnabled = input.sharePageEnabled;
    if (input.sharePageBio !== undefined) patch.sharePageBio = blankToNull(input.sharePageBio);
    if (input.username !== undefined) patch.username = input.username;
    const user = await updateUser(db, me.id, patch, clock.now());
    res.json(toClientUser(user, clock.now()));
  });

  return router;
}
