/** Accounts and sign-in (decisions "Accounts and sign-in"). */
import { Router, type Request, type Response } from 'express';
import type { z } from 'zod';
import { MESSAGES, definedFields, loginInputSchema, registerInputSchema, updateAuthUserInputSchema } from '@learnlog/shared';
import type { AppDeps } from '../deps';
import { HttpError } from '../lib/http-error';
import { clearSessionCookie, currentUser, requireUser, setSessionCookie } from '../middleware/auth';
import { authRateLimit } from '../middleware/auth-rate-limit';
import { validateBody } from '../middleware/validate';
import { requireStrongPassword } from '../services/password-strength.service';
import { hashPassword, verifyPassword } from '../services/passwords.service';
import { createSession, deleteSession, pruneExpiredSessions } from '../services/sessions.service';
import {
  createUser,
  findUserByEmail,
  parseAdminEmails,
  toClientUser,
  updateUser,
} from '../services/users.service';

export { TOO_MANY_ATTEMPTS_MESSAGE } from '../middleware/auth-rate-limit';

export function authRouter(deps: AppDeps): Router {
  const { db, clock, env } = deps;
  const router = Router();
  const adminEmails = parseAdminEmails(env.ADMIN_EMAILS);

  // Password guessing and account spam: one budget per address for both calls.
  const authLimiter = authRateLimit(deps, 'auth');

  /** Signs `userId` in: a fresh session (never a reused one, against fixation) and its cookie. */
  const signIn = async (req: Request, res: Response, userId: number) => {
    const now = clock.now();
    const { token, expire } = await db.transaction(async (tx) => {
      if (req.sessionToken) await deleteSession(tx, req.sessionToken);
      await pruneExpiredSessions(tx, now);
      return createSession(tx, userId, now, req.get('user-agent'));
    });
    setSessionCookie(res, deps, token, expire);
  };

  // The landing page's buttons lead here; the sign-in screen is a client route.
  // Start Free asks for the sign-up form; nothing else of the query is passed on.
  router.get('/api/login', async (req, res) => {
    res.redirect(302, req.query['tab'] === 'register' ? '/login?tab=register' : '/login');
  });

  router.post('/api/auth/register', authLimiter, validateBody(registerInputSchema), async (req, res) => {
    const input: z.output<typeof registerInputSchema> = req.body;
    // Checked before hashing too, so a taken e-mail answers at once; createUser checks again atomically.
    if (await findUserByEmail(db, input.email)) throw new HttpError(409, MESSAGES.emailTaken);
    await requireStrongPassword(input.password, input);
    const passwordHash = await hashPassword(input.password);
    const user = await db.transaction((tx) => createUser(tx, { ...input, passwordHash }, clock.now(), adminEmails));
    await signIn(req, res, user.id);
    res.status(201).json(toClientUser(user, clock.now()));
  });

  router.post('/api/auth/login', authLimiter, validateBody(loginInputSchema), async (req, res) => {
    const input: z.output<typeof loginInputSchema> = req.body;
    const found = await findUserByEmail(db, input.email);
    // Same message and same work for an unknown e-mail and a wrong password: an attacker
    // must not learn which addresses have accounts.
    const ok = await verifyPassword(found?.passwordHash, input.password);
    if (!found || !ok) throw new HttpError(401, MESSAGES.invalidCredentials);

    const user =
      adminEmails.has(found.email) && !found.isAdmin ? await updateUser(db, found.id, { isAdmin: true }, clock.now()) : found;
    await signIn(req, res, user.id);
    res.json(toClientUser(user, clock.now()));
  });

  router.post('/api/auth/logout', async (req, res) => {
    const token = req.sessionToken;
    if (token) await db.transaction((tx) => deleteSession(tx, token));
    clearSessionCookie(res, deps);
    res.status(204).end();
  });

  router.get('/api/auth/user', requireUser, async (req, res) => {
    res.json(toClientUser(currentUser(req), clock.now()));
  });

  router.put('/api/auth/user', requireUser, validateBody(updateAuthUserInputSchema), async (req, res) => {
    const input: z.output<typeof updateAuthUserInputSchema> = req.body;
    const user = await updateUser(db, currentUser(req).id, definedFields(input), clock.now());
    res.json(toClientUser(user, clock.now()));
  });

  return router;
}
