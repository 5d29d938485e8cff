/** "Signed-in devices": the learner's sessions, and signing one or all the others out. */
import { Router } from 'express';
import { z } from 'zod';
import { MESSAGES } from '@learnlog/shared';
import type { AppDeps } from '../deps';
import { HttpError } from '../lib/http-error';
import { currentUser, requireUser } from '../middleware/auth';
import { validateParams } from '../middleware/validate';
import { deviceName } from '../services/device-name';
import { deleteOtherSessions, deleteSessionByHandle, listSignedInDevices } from '../services/sessions.service';

const handleParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

export function sessionsRouter({ db, clock }: AppDeps): Router {
  const router = Router();

  router.get('/api/auth/sessions', requireUser, (req, res) => {
    res.json(listSignedInDevices(db, currentUser(req).id, clock.now(), req.sessionToken, deviceName));
  });

  router.post('/api/auth/sessions/sign-out-others', requireUser, (req, res) => {
    res.json({ signedOutDevices: deleteOtherSessions(db, currentUser(req).id, req.sessionToken) });
  });

  // Another learner's handle is simply not found: sessions are looked up among the asker's own.
  router.delete('/api/auth/sessions/:id', requireUser, validateParams(handleParams), (req, res) => {
    const { id } = req.params as z.output<typeof handleParams>;
    if (!deleteSessionByHandle(db, currentUser(req).id, id)) throw new HttpError(404, MESSAGES.notFound);
    res.status(204).end();
  });

  return router;
}
