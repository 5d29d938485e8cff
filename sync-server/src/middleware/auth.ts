/**
 * Sessions on every /api request, and the guards routes put in front of themselves:
 *
 *   router.get('/api/things', requireUser, (req, res) => {
 *     const user = currentUser(req); // the stored row, typed, never undefined here
 *   });
 */
import type { Request, RequestHandler, Response } from 'express';
import { parseCookie } from 'cookie';
import { MESSAGES, SYNC_HEADERS, isValidTimeZone } from '@learnlog/shared';
import { isSecureDeployment } from '../config/env';
import type { AppDeps } from '../deps';
import type { UserRow } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { SESSION_COOKIE, deleteSession, findSession, refreshSession } from '../services/sessions.service';
import { updateUser } from '../services/users.service';

export function setSessionCookie(res: Response, deps: Pick<AppDeps, 'env'>, token: string, expires: Date): void {
  res.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureDeployment(deps.env),
    path: '/',
    expires,
  });
}

export function clearSessionCookie(res: Response, deps: Pick<AppDeps, 'env'>): void {
  res.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureDeployment(deps.env),
    path: '/',
  });
}

/** Reads the session cookie; sets `req.user` when it names a live session. Never refuses. */
export function sessionLoader(deps: AppDeps): RequestHandler {
  return async (req, res, next) => {
    const token = req.headers.cookie ? parseCookie(req.headers.cookie)[SESSION_COOKIE] : undefined;
    if (!token) return next();

    const now = deps.clock.now();
    // Sessions live in the database, so any node can serve any request of a signed-in learner.
    const session = await findSession(deps.db, token, now);
    const user = session?.user;
    if (!session || !user) {
      if (session) await deps.db.transaction((tx) => deleteSession(tx, token));
      clearSessionCookie(res, deps);
      return next();
    }

    const renewed = await refreshSession(deps.db, session, now);
    if (renewed) setSessionCookie(res, deps, token, renewed);

    req.user = await rememberTimeZone(deps, req, user, now);
    req.sessionToken = token;
    next();
  };
}

/**
 * Daily limits count calendar days where the learner is, so the device's IANA zone
 * (X-Time-Zone) is stored when it changes. Anything that is not a real zone is ignored.
 */
async function rememberTimeZone(deps: AppDeps, req: Request, user: UserRow, now: Date): Promise<UserRow> {
  const sent = req.get(SYNC_HEADERS.timeZone)?.trim();
  if (!sent || sent === user.timeZone || sent.length > 64 || !isValidTimeZone(sent)) return user;
  // Intl accepts 'europe/paris'; store the canonical 'Europe/Paris'.
  const zone = new Intl.DateTimeFormat('en-US', { timeZone: sent }).resolvedOptions().timeZone;
  if (zone === user.timeZone) return user;
  return updateUser(deps.db, user.id, { timeZone: zone }, now);
}

/** 401 `{message: 'Unauthorized'}` unless signed in. */
export const requireUser: RequestHandler = (req, _res, next) => {
  if (!req.user) throw new HttpError(401, MESSAGES.unauthorized);
  next();
};

/** 401 when signed out, 403 `{message: 'Admin access required'}` for a non-admin. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) throw new HttpError(401, MESSAGES.unauthorized);
  if (!req.user.isAdmin) throw new HttpError(403, MESSAGES.adminRequired);
  next();
};

/** The signed-in user's row; use behind `requireUser` (throws 401 otherwise). */
export function currentUser(req: Request): UserRow {
  if (!req.user) throw new HttpError(401, MESSAGES.unauthorized);
  return req.user;
}
