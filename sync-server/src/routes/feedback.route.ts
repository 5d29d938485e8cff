/** POST /api/feedback: signed in or not, limited per address against spam. */
import { Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import { feedbackInputSchema } from '@learnlog/shared';
import type { AppDeps } from '../deps';
import { validateBody } from '../middleware/validate';
import { createFeedback, type FeedbackValues } from '../services/feedback.service';
import { runIdempotent, sendAnswer } from '../services/idempotency.service';
import { createRateLimitStore } from '../services/rate-limit-store';

export const FEEDBACK_RATE_LIMIT = { windowMs: 15 * 60_000, limit: 10 } as const;
export const TOO_MUCH_FEEDBACK_MESSAGE = 'Too many feedback messages. Please try again later.';

export function feedbackRouter(deps: AppDeps): Router {
  const { db, clock } = deps;
  const router = Router();

  // The form is open to visitors, so the only brake on a flood is the sender's address.
  const limiter = rateLimit({
    ...FEEDBACK_RATE_LIMIT,
    store: createRateLimitStore(deps, 'feedback'),
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    message: { message: TOO_MUCH_FEEDBACK_MESSAGE },
  });

  router.post('/api/feedback', limiter, validateBody(feedbackInputSchema), async (req, res) => {
    const input: FeedbackValues = req.body;
    if (!req.user) {
      // Idempotency keys are stored per account; a visitor's message is simply stored once.
      res.status(201).json(await db.transaction((tx) => createFeedback(tx, input, null, clock.now())));
      return;
    }
    sendAnswer(
      res,
      await runIdempotent(deps, req, async (tx, { user, now }) => ({ status: 201, body: await createFeedback(tx, input, user.id, now) })),
    );
  });

  return router;
}
