/**
 * Budgets per learner (not per address: one account behind a shared address must not spend
 * another's), counted in the database like the sign-in budget so they hold across nodes. Used by
 * the heavy routes: import and export (IMPORT_RATE_LIMIT, EXPORT_RATE_LIMIT per hour).
 */
import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { AppDeps } from '../deps';
import { createRateLimitStore } from '../services/rate-limit-store';
import { currentUser } from './auth';

const HOUR_MS = 60 * 60_000;

/** Runs after requireUser: the key is the learner's id. */
export function learnerRateLimit(deps: Pick<AppDeps, 'db' | 'clock'>, name: string, perHour: number, message: string): RequestHandler {
  return rateLimit({
    store: createRateLimitStore(deps, name),
    windowMs: HOUR_MS,
    limit: perHour,
    keyGenerator: (req) => String(currentUser(req).id),
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    message: { message },
  });
}
