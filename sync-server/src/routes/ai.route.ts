/**
 * AI learning summaries (Pro feature: 403 `Premium access required`). Generating is online only:
 * the provider's answer (or the built-in summariser's) is stored only once it is complete and
 * valid, and counts against the monthly allowance only then.
 */
import { Router, type Request } from 'express';
import { z } from 'zod';
import { MESSAGES, generateSummaryInputSchema, recordIdParamSchema } from '@learnlog/shared';
import type { AppDeps } from '../deps';
import { HttpError } from '../lib/http-error';
import { requirePremium } from '../middleware/access';
import { currentUser, requireUser } from '../middleware/auth';
import { validateBody, validateParams } from '../middleware/validate';
import {
  assertUnderMonthlyLimit,
  draftSummary,
  listSummaries,
  markSummaryRead,
  storeSummary,
} from '../services/ai-summaries.service';
import { runIdempotent, sendAnswer, type WriteAnswer } from '../services/idempotency.service';

const idParams = z.object({ id: recordIdParamSchema });
type GenerateInput = z.output<typeof generateSummaryInputSchema>;

/** Thrown to leave the probe's transaction without writing anything. */
const NOT_STORED = Symbol('not stored');

/**
 * The stored answer to this request's Idempotency-Key, or null. Generation awaits the provider,
 * which cannot happen inside a database transaction, so a replay is recognised before the
 * provider is asked (no second call, no second charge against the allowance).
 */
async function storedAnswer(deps: AppDeps, req: Request): Promise<WriteAnswer | null> {
  try {
    return await runIdempotent(deps, req, async () => {
      throw NOT_STORED;
    });
  } catch (error) {
    if (error === NOT_STORED) return null;
    throw error;
  }
}

export function aiRouter(deps: AppDeps): Router {
  const { db, clock, env } = deps;
  const router = Router();
  const gate = [requireUser, requirePremium(clock)];

  router.get('/api/ai/summaries', ...gate, async (req, res) => {
    res.json(await listSummaries(db, currentUser(req), clock.now()));
  });

  router.post('/api/ai/generate-summary', ...gate, validateBody(generateSummaryInputSchema), async (req, res) => {
    const { summaryType }: GenerateInput = req.body;
    const replay = await storedAnswer(deps, req);
    if (replay) return sendAnswer(res, replay);

    const user = currentUser(req);
    const now = clock.now();
    await assertUnderMonthlyLimit(db, user, summaryType, now);
    const draft = await draftSummary(db, env, user, summaryType, now);

    sendAnswer(
      res,
      await runIdempotent(deps, req, async (tx, context) => {
        // Checked again with the write: two requests in flight must not both take the last one.
        await assertUnderMonthlyLimit(tx, context.user, summaryType, context.now);
        return { status: 201, body: await storeSummary(tx, context.user.id, draft, context.now) };
      }),
    );
  });

  router.patch('/api/ai/summaries/:id/read', ...gate, validateParams(idParams), async (req, res) => {
    const { id } = req.params as unknown as z.output<typeof idParams>;
    sendAnswer(
      res,
      await runIdempotent(deps, req, async (tx, { user }) => {
        const summary = await markSummaryRead(tx, user.id, id);
        if (!summary) throw new HttpError(404, MESSAGES.notFound);
        return { status: 200, body: summary };
      }),
    );
  });

  return router;
}
