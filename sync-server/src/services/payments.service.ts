/**
 * Payments (decisions, "Payments"): the calls the routes make, behind `PaymentsGateway`, whose one
 * implementation talks to Stripe (stripe-gateway.ts). Without STRIPE_SECRET_KEY there is no
 * gateway and every call answers 503 `Payments are not configured on this server`.
 */
import type { z } from 'zod';
import {
  MESSAGES,
  type confirmPaymentInputSchema,
  type createPaymentIntentInputSchema,
  type subscriptionUpgradeInputSchema,
} from '@learnlog/shared';
import type { Env } from '../config/env';
import type { Database } from '../db/database';
import type { UserRow } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { createStripeGateway } from './stripe-gateway';

export type PaymentIntentInput = z.output<typeof createPaymentIntentInputSchema>;
export type SubscriptionUpgradeValues = z.output<typeof subscriptionUpgradeInputSchema>;
export type ConfirmPaymentInput = z.output<typeof confirmPaymentInputSchema>;

/** What the payment provider must do for us; one implementation per provider (Stripe). */
export interface PaymentsGateway {
  /** A PaymentIntent for the lifetime tier on sale: `{clientSecret, amount}` (amount in dollars). */
  createPaymentIntent(db: Database, user: UserRow, input: PaymentIntentInput): Promise<{ clientSecret: string; amount: number }>;
  /** A Checkout Session in subscription mode: `{url}` to send the learner to. */
  createSubscriptionCheckout(user: UserRow, input: SubscriptionUpgradeValues, origin: string): Promise<{ url: string }>;
  /** Looks the intent up at the provider and grants access only if it succeeded for this user. */
  confirmPayment(db: Database, user: UserRow, input: ConfirmPaymentInput, now: Date): Promise<{ lifetimeAccess: boolean }>;
}

export type PaymentsEnv = Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>;

/** The configured gateway, or null when no secret key is set. */
export function paymentsGateway(env: PaymentsEnv): PaymentsGateway | null {
  return env.STRIPE_SECRET_KEY ? createStripeGateway({ ...env, STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY }) : null;
}

/** The gateway, or 503 `Payments are not configured on this server`. */
export function requireGateway(gateway: PaymentsGateway | null): PaymentsGateway {
  if (!gateway) throw new HttpError(503, MESSAGES.paymentsNotConfigured);
  return gateway;
}
