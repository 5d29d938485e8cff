/**
 * GET /api/sync/events: one long-lived Server-Sent Events stream per device while it is online
 * (docs/sync-protocol.md, rule 4). It says `changed` when another device of the learner changed
 * something, and the device pulls; the 30 s poll stays as the fallback. The answer is marked
 * `no-transform` so the compression middleware leaves it alone (it would hold events back to
 * compress them), and the stream ends after SYNC_EVENTS.maxStreamMs: the browser reconnects
 * through the session check, so a signed-out session does not keep its stream. Streams are capped
 * per session and per learner (STREAMS_PER_SESSION, STREAMS_PER_LEARNER): past a cap the oldest ends.
 */
import { Router } from 'express';
import type { z } from 'zod';
import { SYNC_EVENTS, syncEventsQuerySchema } from '@learnlog/shared';
import type { AppDeps } from '../deps';
import { currentUser, requireUser } from '../middleware/auth';
import { createStreamCaps } from '../lib/stream-caps';
import { validateQuery } from '../middleware/validate';

/** What an evicted stream is told before it ends: wait this long before reconnecting (the 30 s poll goes on). */
export const EVICTED_RETRY_MS = 60_000;

export function syncEventsRouter({ bus, env }: AppDeps): Router {
  const router = Router();
  const caps = createStreamCaps({ perSession: env.STREAMS_PER_SESSION, perLearner: env.STREAMS_PER_LEARNER });

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
    const user = currentUser(req);
    // Over a cap the oldest stream ends, told to wait before reconnecting, so two never take turns.
    const release = caps.open(user.id, req.sessionToken ?? `learner:${user.id}`, () => res.end(`retry: ${EVICTED_RETRY_MS}\n\n`));
    req.on('close', () => {
      release();
      unsubscribe();
      clearInterval(heartbeat);
      clearTimeout(end);
    });
  });

  return router;
}
