/**
 * GET /api/sync/events: one long-lived Server-Sent Events stream per device while it is online
 * (docs/sync-protocol.md, rule 4). It says `changed` when another device of the learner changed
 * something, and the device pulls; the 30 s poll stays as the fallback. The answer is marked
 * `no-transform` so the compression middleware leaves it alone (it would hold events back to
 * compress them), and the stream ends after SYNC_EVENTS.maxStreamMs: the browser reconnects
 * through the session check, so a signed-out session does not keep its stream.
 */
import { Router } from 'express';
import type { z } from 'zod';
import { SYNC_EVENTS, syncEventsQuerySchema } from '@learnlog/shared';
import type { AppDeps } from '../deps';
import { currentUser, requireUser } from '../middleware/auth';
import { validateQuery } from '../middleware/validate';

export function syncEventsRouter({ bus }: AppDeps): Router {
  const router = Router();

  router.get(SYNC_EVENTS.path, requireUser, validateQuery(syncEventsQuerySchema), (req, res) => {
    const { clientId } = req.query as z.output<typeof syncEventsQuerySchema>;
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store, no-transform');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    res.write(`retry: ${SYNC_EVENTS.retryMs}\n\n`);

    const unsubscribe = bus.subscribe(currentUser(req).id, (poke) => {
      if (clientId !== undefined && poke.source === clientId) return;
      res.write(`event: ${SYNC_EVENTS.changed}\ndata: {}\n\n`);
    });
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), SYNC_EVENTS.heartbeatMs);
    const end = setTimeout(() => res.end(), SYNC_EVENTS.maxStreamMs);
    req.on('close', () => {
      unsubscribe();
      clearInterval(heartbeat);
      clearTimeout(end);
    });
  });

  return router;
}
