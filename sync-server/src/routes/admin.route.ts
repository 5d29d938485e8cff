/** The Admin Panel's calls; every one needs an admin (403 'Admin access required'). */
import { Router } from 'express';
import { z } from 'zod';
import { MESSAGES, recordIdParamSchema, type AdminResetLink } from '@learnlog/shared';
import type { AppDeps } from '../deps';
import { HttpError } from '../lib/http-error';
import { requireAdmin } from '../middleware/auth';
import { validateParams, validateQuery } from '../middleware/validate';
import { listFeedback } from '../services/feedback.service';
import { createResetToken, resetLinkUrl } from '../services/password-reset.service';
import { findUserById, listUsers, toAdminUser, updateUser } from '../services/users.service';

const idParams = z.object({ id: recordIdParamSchema });
const feedbackQuery = z.object({ limit: z.coerce.number().int().min(1).max(1_000).default(200) });

export function adminRouter(deps: AppDeps): Router {
  const { db, clock, env } = deps;
  const router = Router();

  router.get('/api/admin/users', requireAdmin, (_req, res) => {
    const now = clock.now();
    res.json(listUsers(db).map((row) => toAdminUser(row, now)));
  });

  router.post('/api/admin/make-admin/:id', requireAdmin, validateParams(idParams), (req, res) => {
    const { id } = req.params as unknown as z.output<typeof idParams>;
    if (!findUserById(db, id)) throw new HttpError(404, MESSAGES.notFound);
    const user = updateUser(db, id, { isAdmin: true }, clock.now());
    res.json(toAdminUser(user, clock.now()));
  });

  // A one-time reset link for a learner who cannot get back in (no SMTP_URL, or no access to their mail).
  router.post('/api/admin/users/:id/reset-link', requireAdmin, validateParams(idParams), (req, res) => {
    const { id } = req.params as unknown as z.output<typeof idParams>;
    if (!findUserById(db, id)) throw new HttpError(404, MESSAGES.notFound);
    const { token, expiresAt } = createResetToken(db, id, 'admin', clock.now());
    const link: AdminResetLink = { url: resetLinkUrl(env.PUBLIC_URL ?? `${req.protocol}://${req.get('host')}`, token), expiresAt };
    res.json(link);
  });

  router.get('/api/admin/feedback', requireAdmin, validateQuery(feedbackQuery), (req, res) => {
    const { limit } = req.query as unknown as z.output<typeof feedbackQuery>;
    res.json(listFeedback(db, limit));
  });

  return router;
}
