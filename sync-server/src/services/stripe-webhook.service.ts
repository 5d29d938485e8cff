/** What each verified Stripe event does; events we do not use are acknowledged and ignored. */
import type Stripe from 'stripe';
import type { Database } from '../db/database';
import { grantLifetimeAccess } from './lifetime-grant.service';
import { lifetimePaymentFromIntent } from './stripe-intents';
import { applyCheckoutCompleted, applySubscriptionDeleted, applySubscriptionUpdated } from './stripe-subscriptions.service';

/** Answers whether the event changed anything (for the log; Stripe gets 200 either way). */
export async function handleStripeEvent(db: Database, event: Stripe.Event, now: Date): Promise<boolean> {
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const payment = lifetimePaymentFromIntent(event.data.object);
      return payment ? grantLifetimeAccess(db, payment, now) : false;
    }
    case 'checkout.session.completed':
      return applyCheckoutCompleted(db, event.data.object, now);
    case 'customer.subscription.updated':
      return applySubscriptionUpdated(db, event.data.object, now);
    case 'customer.subscription.deleted':
      return applySubscriptionDeleted(db, event.data.object, now);
    default:
      return false;
  }
}
