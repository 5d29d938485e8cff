/**
 * The one way lifetime access is granted: from a PaymentIntent the server itself has seen succeed
 * at Stripe (the signed webhook, or the success screen's look-up). Both may arrive for one
 * payment, in any order and more than once, so the grant is keyed by the intent id.
 */
import { eq } from 'drizzle-orm';
import { first, type Database } from '../db/database';

export type LifetimePlan = 'beta' | 'legacy';

export interface SucceededLifetimePayment {
  paymentIntentId: string;
  userId: number;
  plan: LifetimePlan;
  /** What the intent charged, in dollars. */
  price: number;
  stripeCustomerId: string | null;
}

export const isLifetimePlan = (value: unknown): value is LifetimePlan => value === 'beta' || value === 'legacy';

/**
 * Records the purchase and turns on lifetime access, once per intent.
 * Answers whether this call made the grant (false: already granted, or the user is gone).
 */
export function grantLifetimeAccess(db: Database, payment: SucceededLifetimePayment, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { users, lifetimePurchases } = tx.t;
    const user = first(await tx.q.select({ id: users.id }).from(users).where(eq(users.id, payment.userId)));
    if (!user) return false;
    // The unique index on stripePaymentIntentId makes a second grant of one payment a no-op
    // (on PostgreSQL a second node's insert waits for the first to commit, then does nothing).
    const inserted = first(
      await tx.q
      .insert(lifetimePurchases)
      .values({
        userId: payment.userId,
        planType: payment.plan,
        price: payment.price,
        stripePaymentIntentId: payment.paymentIntentId,
        purchaseDate: now.toISOString(),
      })
      .onConflictDoNothing({ target: lifetimePurchases.stripePaymentIntentId })
      .returning({ id: lifetimePurchases.id }),
    );
    if (!inserted) return false;

    const stamp = now.toISOString();
    await tx.q
      .update(users)
      .set({
        lifetimeAccess: true,
        subscriptionType: payment.plan,
        subscriptionStatus: 'active',
        subscriptionStartDate: stamp,
        subscriptionEndDate: null,
        stripePaymentIntentId: payment.paymentIntentId,
        ...(payment.stripeCustomerId && { stripeCustomerId: payment.stripeCustomerId }),
        updatedAt: stamp,
      })
      .where(eq(users.id, payment.userId));
    return true;
  });
}
