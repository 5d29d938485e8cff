/**
 * The one place that builds the official Stripe SDK client. STRIPE_API_BASE points it at another
 * host (tests use the local fake in src/test/fake-stripe.ts) through the SDK's own host, port and
 * protocol options, so every call still goes through the real SDK code.
 */
import Stripe from 'stripe';
import type { Env } from '../config/env';

export type StripeEnv = Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>;

export function createStripeClient(env: StripeEnv & { STRIPE_SECRET_KEY: string }): Stripe {
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null;
  return new Stripe(env.STRIPE_SECRET_KEY, {
    // One retry for a dropped connection; the learner is waiting on the screen.
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'http:' ? 80 : 443),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
    }),
  });
}
