/**
 * Recurring plans follow Stripe's word (decisions: "the plan changes on the webhook"): a completed
 * subscription Checkout Session starts the plan, subscription updates move its status and end,
 * and a deleted subscription returns the learner to Seeker. Lifetime learners keep their plan.
 */
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { PlanId } from '@learnlog/shared';
import type { Db } from '../db/client';
import { users, type UserRow } from '../db/schema';
import { updateUser, type UserPatch } from './users.service';

type RecurringPlan = Extract<PlanId, 'scholar' | 'sage'>;
const isRecurringPlan = (value: unknown): value is RecurringPlan => value === 'scholar' || value === 'sage';

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

const isoFromUnix = (seconds: number | null | undefined): string | null =>
  seconds ? new Date(seconds * 1000).toISOString() : null;

function userFromMetadata(db: Db, metadata: Stripe.Metadata | null, fallbackId?: string | null): UserRow | undefined {
  const id = Number(metadata?.['userId'] ?? fallbackId);
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  return db.select().from(users).where(eq(users.id, id)).get();
}

/** The learner a subscription belongs to: by its stored id first, then by the metadata we wrote. */
function userForSubscription(db: Db, subscription: Stripe.Subscription): UserRow | undefined {
  return (
    db.select().from(users).where(eq(users.stripeSubscriptionId, subscription.id)).get() ??
    userFromMetadata(db, subscription.metadata)
  );
}

export function applyCheckoutCompleted(db: Db, session: Stripe.Checkout.Session, now: Date): boolean {
  if (session.mode !== 'subscription') return false;
  const plan = session.metadata?.['plan'];
  const user = userFromMetadata(db, session.metadata, session.client_reference_id);
  if (!user || !isRecurringPlan(plan)) return false;
  const customerId = idOf(session.customer);
  const patch: UserPatch = {
    subscriptionStatus: 'active',
    subscriptionStartDate: now.toISOString(),
    subscriptionEndDate: null,
    stripeSubscriptionId: idOf(session.subscription),
    ...(customerId && { stripeCustomerId: customerId }),
    ...(!user.lifetimeAccess && { subscriptionType: plan }),
  };
  updateUser(db, user.id, patch, now);
  return true;
}

/** Stripe's trialing counts as active here; every other status ends access (access.ts). */
const accessStatus = (status: Stripe.Subscription.Status): string => (status === 'trialing' ? 'active' : status);

export function applySubscriptionUpdated(db: Db, subscription: Stripe.Subscription, now: Date): boolean {
  const user = userForSubscription(db, subscription);
  if (!user) return false;
  const plan = subscription.metadata['plan'];
  const patch: UserPatch = {
    subscriptionStatus: accessStatus(subscription.status),
    // A cancellation at period end keeps the plan until that moment.
    subscriptionEndDate: isoFromUnix(subscription.cancel_at ?? subscription.ended_at),
    stripeSubscriptionId: subscription.id,
    ...(isRecurringPlan(plan) && !user.lifetimeAccess && { subscriptionType: plan }),
  };
  updateUser(db, user.id, patch, now);
  return true;
}

export function applySubscriptionDeleted(db: Db, subscription: Stripe.Subscription, now: Date): boolean {
  const user = userForSubscription(db, subscription);
  if (!user) return false;
  const patch: UserPatch = {
    subscriptionStatus: 'canceled',
    subscriptionEndDate: isoFromUnix(subscription.ended_at) ?? now.toISOString(),
    stripeSubscriptionId: null,
    ...(!user.lifetimeAccess && { subscriptionType: 'seeker' }),
  };
  updateUser(db, user.id, patch, now);
  return true;
}
