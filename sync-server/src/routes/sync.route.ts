/** GET /api/sync/changes: the device's pull (docs/sync-protocol.md, rule 4). */
import { Router } from 'express';
import type { z } from 'zod';
import { SYNC_HEADERS, syncChangesQuerySchema } from '@learnlog/shared';
import type { AppDeps } from '../deps';
import { currentUser, requireUser } from '../middleware/auth';
import { sendPhotoJson } from '../middleware/photo-json';
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
    const userId = currentUser(req).id;
    const answer = await syncChanges(db, userId, query.since, query.limit, query.full);
    if (!('reset' in answer)) {
      res.setHeader(SYNC_HEADERS.cursor, String(answer.cursor));
      res.setHeader(SYNC_HEADERS.hasMore, String(answer.hasMore));
    }
    // Entries' photos are references in their rows: sent with their data, photo by photo.
    await sendPhotoJson(db, res, userId, 200, answer);
  });

  return router;
}
