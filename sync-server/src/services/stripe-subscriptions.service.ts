/**
 * Recurring plans follow Stripe's word (decisions: "the plan changes on the webhook"): a completed
 * subscription Checkout Session starts the plan, subscription updates move its status and end,
 * and a deleted subscription returns the learner to Seeker. Lifetime learners keep their plan.
 */
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { PlanId } from '@learnlog/shared';
import { first, type Database, type Queries } from '../db/database';
import type { UserRow } from '../db/schema';
import { updateUser, type UserPatch } from './users.service';

type RecurringPlan = Extract<PlanId, 'scholar' | 'sage'>;
const isRecurringPlan = (value: unknown): value is RecurringPlan => value === 'scholar' || value === 'sage';

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

const isoFromUnix = (seconds: number | null | undefined): string | null =>
  seconds ? new Date(seconds * 1000).toISOString() : null;

async function userFromMetadata(db: Queries, metadata: Stripe.Metadata | null, fallbackId?: string | null): Promise<UserRow | undefined> {
  const id = Number(metadata?.['userId'] ?? fallbackId);
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const { users } = db.t;
  return first(await db.q.select().from(users).where(eq(users.id, id)));
}

/** The learner a subscription belongs to: by its stored id first, then by the metadata we wrote. */
async function userForSubscription(db: Queries, subscription: Stripe.Subscription): Promise<UserRow | undefined> {
  const { users } = db.t;
  return first(await db.q.select().from(users).where(eq(users.stripeSubscriptionId, subscription.id))) ?? userFromMetadata(db, subscription.metadata);
}

export async function applyCheckoutCompleted(db: Database, session: Stripe.Checkout.Session, now: Date): Promise<boolean> {
  if (session.mode !== 'subscription') return false;
  const plan = session.metadata?.['plan'];
  const user = await userFromMetadata(db, session.metadata, session.client_reference_id);
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
  await updateUser(db, user.id, patch, now);
  return true;
}

/** Stripe's trialing counts as active here; every other status ends access (access.ts). */
const accessStatus = (status: Stripe.Subscription.Status): string => (status === 'trialing' ? 'active' : status);

export async function applySubscriptionUpdated(db: Database, subscription: Stripe.Subscription, now: Date): Promise<boolean> {
  const user = await userForSubscription(db, subscription);
  if (!user) return false;
  const plan = subscription.metadata['plan'];
  const patch: UserPatch = {
    subscriptionStatus: accessStatus(subscription.status),
    // A cancellation at period end keeps the plan until that moment.
    subscriptionEndDate: isoFromUnix(subscription.cancel_at ?? subscription.ended_at),
    stripeSubscriptionId: subscription.id,
    ...(isRecurringPlan(plan) && !user.lifetimeAccess && { subscriptionType: plan }),
  };
  await updateUser(db, user.id, patch, now);
  return true;
}

export async function applySubscriptionDeleted(db: Database, subscription: Stripe.Subscription, now: Date): Promise<boolean> {
  const user = await userForSubscription(db, subscription);
  if (!user) return false;
  const patch: UserPatch = {
    subscriptionStatus: 'canceled',
    subscriptionEndDate: isoFromUnix(subscription.ended_at) ?? now.toISOString(),
    stripeSubscriptionId: null,
    ...(!user.lifetimeAccess && { subscriptionType: 'seeker' }),
  };
  await updateUser(db, user.id, patch, now);
  return true;
}
