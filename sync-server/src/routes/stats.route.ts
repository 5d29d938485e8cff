/** GET /api/stats: the learner's weekly and overall figures. */
import { Router } from 'express';
import type { AppDeps } from '../deps';
import { currentUser, requireUser } from '../middleware/auth';
import { getStats } from '../services/stats.service';

export function statsRouter({ db, clock }: AppDeps): Router {
  const router = Router();

  router.get('/api/stats', requireUser, async (req, res) => {
    res.json(await getStats(db, currentUser(req), clock.now()));
  });

  return router;
}
