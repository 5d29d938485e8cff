/** GET /api/journal-prompts: the writing-prompt picker, for lifetime access (and admins). */
import { Router } from 'express';
import { MESSAGES, canUsePrompts } from '@learnlog/shared';
import type { AppDeps } from '../deps';
import { HttpError } from '../lib/http-error';
import { currentUser, requireUser } from '../middleware/auth';
import { listPrompts } from '../services/prompts.service';

/** The default prompts are seeded at start (seed/index.ts). */
export function promptsRouter({ db }: AppDeps): Router {
  const router = Router();

  router.get('/api/journal-prompts', requireUser, async (req, res) => {
    const user = currentUser(req);
    if (!canUsePrompts(user)) throw new HttpError(403, MESSAGES.premiumRequired);
    res.json(await listPrompts(db, user.id));
  });

  return router;
}
