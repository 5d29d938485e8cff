/**
 * Pokes the learner's other devices after any call of theirs that changed something: a write
 * (not GET/HEAD/OPTIONS) answered with a success, published once the answer went out, so a device
 * that pulls on the poke finds the change committed. One place for every write route, the batch,
 * imports and the profile alike; a write that changed nothing only costs the devices a pull.
 */
import type { RequestHandler } from 'express';
import { SYNC_HEADERS } from '@learnlog/shared';
import type { SyncBus } from '../lib/sync-bus';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function publishChanges(bus: SyncBus): RequestHandler {
  return (req, res, next) => {
    if (READS.has(req.method)) return next();
    res.on('finish', () => {
      const user = req.user;
      if (!user || res.statusCode < 200 || res.statusCode >= 300) return;
      const source = req.get(SYNC_HEADERS.clientId);
      bus.publish(user.id, source ? { source } : {});
    });
    next();
  };
}
