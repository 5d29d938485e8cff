/**
 * The sign-in budget: attempts per client address per 15 minutes (AUTH_RATE_LIMIT), for every
 * call that checks a password or sends mail (sign-in, sign-up, reset, change). Counted in the
 * database, so the budget is the same whichever node a request reaches.
 */
import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { AppDeps } from '../deps';
import { createRateLimitStore } from '../services/rate-limit-store';

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please try again later.';
const AUTH_WINDOW_MS = 15 * 60_000;

/** `name` keeps each router's budget apart (`auth`, `password`), as separate counters. */
export function authRateLimit(deps: Pick<AppDeps, 'env' | 'db' | 'clock'>, name: string): RequestHandler {
  return rateLimit({
    store: createRateLimitStore(deps, name),
    windowMs: AUTH_WINDOW_MS,
    limit: deps.env.AUTH_RATE_LIMIT,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    message: { message: TOO_MANY_ATTEMPTS_MESSAGE },
  });
}
