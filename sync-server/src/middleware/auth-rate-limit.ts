/**
 * The sign-in budget: attempts per client address per 15 minutes (AUTH_RATE_LIMIT), for every
 * call that checks a password or sends mail (sign-in, sign-up, reset, change).
 */
import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Env } from '../config/env';

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please try again later.';
const AUTH_WINDOW_MS = 15 * 60_000;

export function authRateLimit(env: Pick<Env, 'AUTH_RATE_LIMIT'>): RequestHandler {
  return rateLimit({
    windowMs: AUTH_WINDOW_MS,
    limit: env.AUTH_RATE_LIMIT,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    message: { message: TOO_MANY_ATTEMPTS_MESSAGE },
  });
}
