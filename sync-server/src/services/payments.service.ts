/**
 * Payments (decisions, "Payments"). Until the payments issue lands there is no Stripe gateway,
 * so every call answers 503 `Payments are not configured on this server`. The routes already
 * validate their bodies and call these functions; the Stripe calls go behind `PaymentsGateway`
 * (built from STRIPE_SECRET_KEY with the official `stripe` SDK) without touching the routes.
 */
import type { z } from 'zod';
import {
  MESSAGES,
  type confirmPaymentInputSchema,
  type createPaymentIntentInputSchema,
  type subscriptionUpgradeInputSchema,
} from '@learnlog/shared';
import type { Env } from '../config/env';
import type { DbExecutor } from '../db/client';
import type { UserRow } from '../db/schema';
import { HttpError } from '../lib/http-error';

export type PaymentIntentInput = z.output<typeof createPaymentIntentInputSchema>;
export type SubscriptionUpgradeValues = z.output<typeof subscriptionUpgradeInputSchema>;
export type ConfirmPaymentInput = z.output<typeof confirmPaymentInputSchema>;

/** What the payment provider must do for us; one implementation per provider (Stripe). */
export interface PaymentsGateway {
  /** A PaymentIntent for the lifetime tier on sale: `{clientSecret, amount}` (amount in dollars). */
  createPaymentIntent(user: UserRow, input: PaymentIntentInput): Promise<{ clientSecret: string; amount: number }>;
  /** A Checkout Session in subscription mode: `{url}` to send the learner to. */
  createSubscriptionCheckout(user: UserRow, input: SubscriptionUpgradeValues, origin: string): Promise<{ url: string }>;
  /** Looks the intent up at the provider and grants access only if it succeeded. */
  confirmPayment(db: DbExecutor, user: UserRow, input: ConfirmPaymentInput, now: Date): Promise<{ lifetimeAccess: boolean }>;
}

/** The configured gateway, or null. No gateway exists yet, whatever the environment says. */
export function paymentsGateway(_env: Pick<Env, 'STRIPE_SECRET_KEY'>): PaymentsGateway | null {
  return null;
}

/** The gateway, or 503 `Payments are not configured on this server`. */
export function requireGateway(env: Pick<Env, 'STRIPE_SECRET_KEY'>): PaymentsGateway {
  const gateway = paymentsGateway(env);
  if (!gateway) throw new HttpError(503, MESSAGES.paymentsNotConfigured);
  return gateway;
}
