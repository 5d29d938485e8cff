/**
 * POST /api/stripe/webhook: Stripe calls it server to server. The signature is computed over the
 * exact bytes sent, so this route reads the raw body itself (app.ts skips the JSON parser and the
 * origin guard for this path) and verifies it with STRIPE_WEBHOOK_SECRET before anything else.
 */
import express, { Router } from 'express';
import Stripe from 'stripe';
import { MESSAGES } from '@learnlog/shared';
import type { AppDeps } from '../deps';
import { HttpError } from '../lib/http-error';
import { PAYMENT_MESSAGES } from '../services/payments-messages';
import { handleStripeEvent } from '../services/stripe-webhook.service';

const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

export function stripeWebhookRouter({ db, env, clock, logger }: AppDeps): Router {
  const router = Router();

  router.post(STRIPE_WEBHOOK_PATH, express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
    const secret = env.STRIPE_WEBHOOK_SECRET;
    if (!secret) throw new HttpError(503, MESSAGES.paymentsNotConfigured);
    const signature = req.headers['stripe-signature'];
    const body: unknown = req.body;
    if (typeof signature !== 'string' || !Buffer.isBuffer(body)) throw new HttpError(400, PAYMENT_MESSAGES.invalidSignature);

    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(body, signature, secret);
    } catch {
      throw new HttpError(400, PAYMENT_MESSAGES.invalidSignature);
    }
    const changed = await handleStripeEvent(db, event, clock.now());
    logger.info({ stripeEvent: event.id, type: event.type, changed }, 'stripe webhook');
    res.json({ received: true });
  });

  return router;
}
