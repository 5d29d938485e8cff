/**
 * PaymentsGateway over the official Stripe SDK. Amounts and tiers come only from the shared
 * catalogue; what the intent is for (user and plan) travels in its metadata, which only this
 * server can write, so a grant never rests on the browser's word.
 */
import Stripe from 'stripe';
import { PLANS, currentLifetimeOffer } from '@learnlog/shared';
import type { Database } from '../db/database';
import type { UserRow } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { grantLifetimeAccess } from './lifetime-grant.service';
import { PAYMENT_MESSAGES } from './payments-messages';
import type { PaymentsGateway } from './payments.service';
import { lifetimeSold } from './pricing.service';
import { createStripeClient, type StripeEnv } from './stripe-client';
import { lifetimePaymentFromIntent } from './stripe-intents';

const CURRENCY = 'usd';
const toCents = (dollars: number) => Math.round(dollars * 100);

/** Stripe's own refusals and outages become one plain message; details go to the log via `cause`. */
async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      if (error.statusCode === 404) throw new HttpError(404, PAYMENT_MESSAGES.paymentNotFound);
      throw new HttpError(502, PAYMENT_MESSAGES.providerUnavailable);
    }
    throw error;
  }
}

export function createStripeGateway(env: StripeEnv & { STRIPE_SECRET_KEY: string }): PaymentsGateway {
  const stripe = createStripeClient(env);

  return {
    async createPaymentIntent(db: Database, user: UserRow, { planType }) {
      if (user.lifetimeAccess) throw new HttpError(409, PAYMENT_MESSAGES.alreadyLifetime);
      const offer = currentLifetimeOffer(await lifetimeSold(db));
      if (offer.planId === null) throw new HttpError(409, PAYMENT_MESSAGES.soldOut);
      if (offer.planId !== planType) throw new HttpError(409, PAYMENT_MESSAGES.notOnSale(PLANS[planType].displayName));

      const intent = await callStripe(() =>
        stripe.paymentIntents.create({
          amount: toCents(offer.price),
          currency: CURRENCY,
          automatic_payment_methods: { enabled: true },
          description: `LearnLog ${PLANS[planType].displayName}`,
          receipt_email: user.email,
          ...(user.stripeCustomerId && { customer: user.stripeCustomerId }),
          metadata: { userId: String(user.id), plan: planType },
        }),
      );
      if (!intent.client_secret) throw new HttpError(502, PAYMENT_MESSAGES.providerUnavailable);
      return { clientSecret: intent.client_secret, amount: offer.price };
    },

    async createSubscriptionCheckout(user, { planId, billingCycle }, origin) {
      if (user.lifetimeAccess) throw new HttpError(409, PAYMENT_MESSAGES.alreadyLifetime);
      const plan = PLANS[planId];
      const price = plan.price[billingCycle];
      const metadata = { userId: String(user.id), plan: planId, billingCycle };
      const session = await callStripe(() =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          client_reference_id: String(user.id),
          ...(user.stripeCustomerId ? { customer: user.stripeCustomerId } : { customer_email: user.email }),
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: CURRENCY,
                unit_amount: toCents(price),
                recurring: { interval: billingCycle === 'monthly' ? 'month' : 'year' },
                product_data: { name: `LearnLog ${plan.displayName}` },
              },
            },
          ],
          metadata,
          // The subscription carries the plan too, so its later updates name it.
          subscription_data: { metadata },
          success_url: `${origin}/checkout/success?plan=${planId}&session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${origin}/pricing`,
        }),
      );
      if (!session.url) throw new HttpError(502, PAYMENT_MESSAGES.providerUnavailable);
      return { url: session.url };
    },

    async confirmPayment(db, user, { paymentIntentId }, now) {
      const intent = await callStripe(() => stripe.paymentIntents.retrieve(paymentIntentId));
      // Another learner's intent is answered exactly like a missing one: nothing to learn from it.
      if (intent.metadata['userId'] !== String(user.id)) throw new HttpError(404, PAYMENT_MESSAGES.paymentNotFound);
      const payment = lifetimePaymentFromIntent(intent);
      if (!payment) throw new HttpError(409, PAYMENT_MESSAGES.paymentNotSucceeded);
      await grantLifetimeAccess(db, payment, now);
      return { lifetimeAccess: true };
    },
  };
}
