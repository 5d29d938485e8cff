/** GET /api/journal-prompts: the writing-prompt picker, for lifetime access (and admins). */
import { Router } from 'express';
import { MESSAGES, canUsePrompts } from '@learnlog/shared';
import type { AppDeps } from '../deps';
import { HttpError } from '../lib/http-error';
import { currentUser, requireUser } from '../middleware/auth';
import { seedPrompts } from '../seed/prompts.seed';
import { listPrompts } from '../services/prompts.service';

export function promptsRouter({ db, clock }: AppDeps): Router {
  // The defaults are there from the server's start (idempotent: matched by title).
  seedPrompts(db, clock.now());
  const router = Router();

  router.get('/api/journal-prompts', requireUser, (req, res) => {
    const user = currentUser(req);
    if (!canUsePrompts(user)) throw new HttpError(403, MESSAGES.premiumRequired);
    res.json(listPrompts(db, user.id));
  });

  return router;
}
