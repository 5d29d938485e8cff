/** GET /api/sync/changes: the device's pull (docs/sync-protocol.md, rule 4). */
import { Router } from 'express';
import type { z } from 'zod';
import { syncChangesQuerySchema } from '@learnlog/shared';
import type { AppDeps } from '../deps';
import { currentUser, requireUser } from '../middleware/auth';
import { validateQuery } from '../middleware/validate';
import { createSyncMaintenance, syncChanges } from '../services/sync-changes.service';
import { schemaVersionGuard } from '../services/synced-record-gates';

export function syncRouter(deps: AppDeps): Router {
  const { db } = deps;
  const router = Router();
  // Old tombstones and stored answers are pruned on the first pull, then at most daily.
  const maintenance = createSyncMaintenance(deps);

  router.use('/api/sync', schemaVersionGuard);

  router.get('/api/sync/changes', requireUser, validateQuery(syncChangesQuerySchema), async (req, res) => {
    await maintenance.runIfDue();
    const query = req.query as unknown as z.output<typeof syncChangesQuerySchema>;
    res.json(await syncChanges(db, currentUser(req).id, query.since, query.limit, query.full));
  });

  return router;
}
