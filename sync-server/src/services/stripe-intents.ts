/** Reads a Stripe PaymentIntent as a lifetime payment, from what this server wrote on it. */
import type Stripe from 'stripe';
import { isLifetimePlan, type SucceededLifetimePayment } from './lifetime-grant.service';

/** The succeeded lifetime payment this intent records, or null (not succeeded, or not ours). */
export function lifetimePaymentFromIntent(intent: Stripe.PaymentIntent): SucceededLifetimePayment | null {
  if (intent.status !== 'succeeded') return null;
  const plan = intent.metadata['plan'];
  const userId = Number(intent.metadata['userId']);
  if (!isLifetimePlan(plan) || !Number.isSafeInteger(userId) || userId <= 0) return null;
  const customer = typeof intent.customer === 'string' ? intent.customer : (intent.customer?.id ?? null);
  return {
    paymentIntentId: intent.id,
    userId,
    plan,
    // What Stripe actually received, in dollars (the intent's amount was set from the catalogue).
    price: Math.round((intent.amount_received || intent.amount) / 100),
    stripeCustomerId: customer,
  };
}
