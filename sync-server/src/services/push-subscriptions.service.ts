/** The learner's push subscriptions: one row per browser endpoint, only ever the learner's own. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PushSubscriptionInfo, PushSubscriptionInput } from '@learnlog/shared';
import type { Queries } from '../db/database';

/** Browsers a learner may have subscribed at once; a new one past it replaces the oldest. */
const MAX_SUBSCRIPTIONS_PER_LEARNER = 20;

export interface StoredSubscription {
  id: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Adds the subscription, or refreshes its keys if the learner already has this endpoint. */
export async function saveSubscription(tx: Queries, userId: number, input: PushSubscriptionInput, now: Date): Promise<void> {
  const { pushSubscriptions: subs } = tx.t;
  await tx.q
    .insert(subs)
    .values({ userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, createdAt: now.toISOString() })
    .onConflictDoUpdate({ target: [subs.userId, subs.endpoint], set: { p256dh: input.keys.p256dh, auth: input.keys.auth } });
  const rows = await tx.q.select({ id: subs.id }).from(subs).where(eq(subs.userId, userId)).orderBy(asc(subs.createdAt), asc(subs.id));
  const extra = rows.slice(0, Math.max(0, rows.length - MAX_SUBSCRIPTIONS_PER_LEARNER)).map((r) => r.id);
  if (extra.length > 0) await tx.q.delete(subs).where(inArray(subs.id, extra));
}

export async function listSubscriptions(db: Queries, userId: number): Promise<PushSubscriptionInfo[]> {
  const { pushSubscriptions: subs } = db.t;
  return db.q.select({ endpoint: subs.endpoint, createdAt: subs.createdAt }).from(subs).where(eq(subs.userId, userId)).orderBy(asc(subs.createdAt), asc(subs.id));
}

/** With their keys, for sending. */
export async function subscriptionsOf(db: Queries, userId: number): Promise<StoredSubscription[]> {
  const { pushSubscriptions: subs } = db.t;
  return db.q.select({ id: subs.id, userId: subs.userId, endpoint: subs.endpoint, p256dh: subs.p256dh, auth: subs.auth }).from(subs).where(eq(subs.userId, userId));
}

/** Whether the learner had this endpoint (another learner's is not theirs to remove). */
export async function deleteSubscription(tx: Queries, userId: number, endpoint: string): Promise<boolean> {
  const { pushSubscriptions: subs } = tx.t;
  return tx.rowsAffected(await tx.q.delete(subs).where(and(eq(subs.userId, userId), eq(subs.endpoint, endpoint)))) > 0;
}

/** The push service said the subscription is gone (404/410). */
export async function deleteSubscriptionById(tx: Queries, id: number): Promise<void> {
  const { pushSubscriptions: subs } = tx.t;
  await tx.q.delete(subs).where(eq(subs.id, id));
}
