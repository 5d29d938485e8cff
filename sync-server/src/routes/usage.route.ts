/** The learner's daily usage and access, polled by the app every 30 s while online. */
import { Router } from 'express';
import type { AppDeps } from '../deps';
import { currentUser, requireUser } from '../middleware/auth';
import { getAccess, getUsage } from '../services/usage.service';

export function usageRouter({ db, clock }: AppDeps): Router {
  const router = Router();

  router.get('/api/user/usage', requireUser, (req, res) => {
    res.json(getUsage(db, currentUser(req), clock.now()));
  });

  router.get('/api/user/access', requireUser, (req, res) => {
    res.json(getAccess(currentUser(req), clock.now()));
  });

  return router;
}
