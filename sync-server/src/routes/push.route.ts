/** Web Push: the server's public key, the learner's subscriptions, and a test notification. */
import { Router } from 'express';
import { MESSAGES, pushEndpointInputSchema, pushSubscriptionInputSchema, type PushSubscriptionInput } from '@learnlog/shared';
import type { z } from 'zod';
import type { AppDeps } from '../deps';
import { HttpError } from '../lib/http-error';
import { currentUser, requireUser } from '../middleware/auth';
import { learnerRateLimit } from '../middleware/learner-rate-limit';
import { validateBody } from '../middleware/validate';
import { isAllowedPushEndpoint } from '../services/push-hosts';
import { vapidKeys } from '../services/push-keys.service';
import { sendToLearner } from '../services/push-sender.service';
import { deleteSubscription, listSubscriptions, saveSubscription } from '../services/push-subscriptions.service';
import { testPayload } from '../services/reminder-payloads';

const PUSH_HOST_REFUSED = 'This push service is not one the server sends to';
/** Test notifications one learner may ask for per hour: each is a request to every device's push service. */
const TEST_PUSHES_PER_HOUR = 10;
const TOO_MANY_TESTS = 'Too many test notifications this hour';

export function pushRouter(deps: AppDeps): Router {
  const { env, db, clock } = deps;
  const router = Router();

  router.get('/api/push/key', requireUser, async (_req, res) => {
    res.json({ publicKey: (await vapidKeys(env, db, clock.now())).publicKey });
  });

  router.get('/api/push/subscriptions', requireUser, async (req, res) => {
    res.json(await listSubscriptions(db, currentUser(req).id));
  });

  router.post('/api/push/subscriptions', requireUser, validateBody(pushSubscriptionInputSchema), async (req, res) => {
    const input = req.body as PushSubscriptionInput;
    // Only the known push services: an endpoint is a URL the learner could set to anything.
    if (!isAllowedPushEndpoint(input.endpoint, env.PUSH_ALLOWED_HOSTS)) {
      throw new HttpError(400, PUSH_HOST_REFUSED, { errors: [{ path: 'endpoint', message: PUSH_HOST_REFUSED }] });
    }
    await db.transaction((tx) => saveSubscription(tx, currentUser(req).id, input, clock.now()));
    res.status(201).json({ endpoint: input.endpoint });
  });

  router.delete('/api/push/subscriptions', requireUser, validateBody(pushEndpointInputSchema), async (req, res) => {
    const { endpoint } = req.body as z.output<typeof pushEndpointInputSchema>;
    const deleted = await db.transaction((tx) => deleteSubscription(tx, currentUser(req).id, endpoint));
    if (!deleted) throw new HttpError(404, MESSAGES.notFound);
    res.status(204).end();
  });

  const testLimit = learnerRateLimit(deps, 'push-test', TEST_PUSHES_PER_HOUR, TOO_MANY_TESTS);
  router.post('/api/push/test', requireUser, testLimit, async (req, res) => {
    res.json(await sendToLearner(deps, currentUser(req).id, testPayload()));
  });

  return router;
}
