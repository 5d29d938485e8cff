/**
 * Payments: each call validates its body, then asks the gateway, which answers 503 `Payments
 * are not configured on this server` until the Stripe integration lands (services/payments).
 */
import { Router } from 'express';
import {
  confirmPaymentInputSchema,
  createPaymentIntentInputSchema,
  subscriptionUpgradeInputSchema,
} from '@learnlog/shared';
import type { AppDeps } from '../deps';
import { currentUser, requireUser } from '../middleware/auth';
import { validateBody } from '../middleware/validate';
import {
  requireGateway,
  type ConfirmPaymentInput,
  type PaymentIntentInput,
  type SubscriptionUpgradeValues,
} from '../services/payments.service';

export function paymentsRouter({ db, env, clock }: AppDeps): Router {
  const router = Router();

  router.post('/api/create-payment-intent', requireUser, validateBody(createPaymentIntentInputSchema), async (req, res) => {
    const input: PaymentIntentInput = req.body;
    res.json(await requireGateway(env).createPaymentIntent(currentUser(req), input));
  });

  router.post('/api/subscription/upgrade', requireUser, validateBody(subscriptionUpgradeInputSchema), async (req, res) => {
    const input: SubscriptionUpgradeValues = req.body;
    const origin = env.PUBLIC_URL ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    res.json(await requireGateway(env).createSubscriptionCheckout(currentUser(req), input, origin));
  });

  router.post('/api/checkout/confirm', requireUser, validateBody(confirmPaymentInputSchema), async (req, res) => {
    const input: ConfirmPaymentInput = req.body;
    res.json(await requireGateway(env).confirmPayment(db, currentUser(req), input, clock.now()));
  });

  return router;
}
