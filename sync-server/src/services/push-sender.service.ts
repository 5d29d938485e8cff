/**
 * Sends one notification to each of a learner's subscriptions with web-push (VAPID, aes128gcm).
 * Only to allowed push services (push-hosts.ts), checked again here in case the list changed
 * since the subscription was stored; a 404 or 410 from the service removes the subscription.
 */
import webpush from 'web-push';
import type { ReminderPayload } from '@learnlog/shared';
import type { AppDeps } from '../deps';
import { isAllowedPushEndpoint } from './push-hosts';
import { vapidKeys } from './push-keys.service';
import { deleteSubscriptionById, subscriptionsOf, type StoredSubscription } from './push-subscriptions.service';

/** How long a push service may keep a reminder for an offline device: a reminder is for today. */
const TTL_SECONDS = 12 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

export interface SendOutcome {
  sent: number;
  removed: number;
  failed: number;
}

async function sendOne(deps: AppDeps, sub: StoredSubscription, body: string): Promise<'sent' | 'removed' | 'failed'> {
  const { env, db, clock, logger } = deps;
  if (!isAllowedPushEndpoint(sub.endpoint, env.PUSH_ALLOWED_HOSTS)) {
    await db.transaction((tx) => deleteSubscriptionById(tx, sub.id));
    return 'removed';
  }
  const keys = await vapidKeys(env, db, clock.now());
  try {
    await webpush.sendNotification({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, body, {
      vapidDetails: keys,
      TTL: TTL_SECONDS,
      timeout: SEND_TIMEOUT_MS,
      contentEncoding: 'aes128gcm',
    });
    return 'sent';
  } catch (error) {
    if (error instanceof webpush.WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
      await db.transaction((tx) => deleteSubscriptionById(tx, sub.id));
      return 'removed';
    }
    logger.warn({ err: error, userId: sub.userId }, 'a push message could not be sent');
    return 'failed';
  }
}

export async function sendToLearner(deps: AppDeps, userId: number, payload: ReminderPayload): Promise<SendOutcome> {
  const body = JSON.stringify(payload);
  const outcome: SendOutcome = { sent: 0, removed: 0, failed: 0 };
  const results = await Promise.all((await subscriptionsOf(deps.db, userId)).map((sub) => sendOne(deps, sub, body)));
  for (const result of results) outcome[result] += 1;
  return outcome;
}
