/**
 * Plan gates for routes, on the shared access rules (decisions "Trial, plans and access").
 * Put them after `requireUser`: `router.get('/api/learn-plans', requireUser, requirePremium, ...)`.
 */
import type { RequestHandler } from 'express';
import { ERROR_CODES, MESSAGES, hasAccess, hasPremium } from '@learnlog/shared';
import type { Clock } from '../lib/clock';
import { HttpError } from '../lib/http-error';
import { currentUser } from './auth';

/** 403 `{message: MESSAGES.accessRequired, code}` when the trial is over and nothing was bought. */
export function requireAccess(clock: Clock): RequestHandler {
  return (req, _res, next) => {
    if (!hasAccess(currentUser(req), clock.now())) {
      throw new HttpError(403, MESSAGES.accessRequired, { code: ERROR_CODES.accessRequired });
    }
    next();
  };
}

/** 403 `{message: 'Premium access required'}` without sage, beta, legacy or lifetime access. */
export function requirePremium(clock: Clock): RequestHandler {
  return (req, _res, next) => {
    if (!hasPremium(currentUser(req), clock.now())) throw new HttpError(403, MESSAGES.premiumRequired);
    next();
  };
}
