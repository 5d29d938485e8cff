/**
 * Payments (decisions, "Payments"): each call validates its body, then asks the gateway, which is
 * Stripe when STRIPE_SECRET_KEY is set and otherwise answers 503 `Payments are not configured on
 * this server`. The signed webhook lives in stripe-webhook.route.ts.
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
  paymentsGateway,
  requireGateway,
  type ConfirmPaymentInput,
  type PaymentIntentInput,
  type SubscriptionUpgradeValues,
} from '../services/payments.service';

export function paymentsRouter({ db, env, clock }: AppDeps): Router {
  const router = Router();
  const gateway = paymentsGateway(env);

  router.post('/api/create-payment-intent', requireUser, validateBody(createPaymentIntentInputSchema), async (req, res) => {
    const input: PaymentIntentInput = req.body;
    res.json(await requireGateway(gateway).createPaymentIntent(db, currentUser(req), input));
  });

  router.post('/api/subscription/upgrade', requireUser, validateBody(subscriptionUpgradeInputSchema), async (req, res) => {
    const input: SubscriptionUpgradeValues = req.body;
    const origin = env.PUBLIC_URL?.replace(/\/$/, '') ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    res.json(await requireGateway(gateway).createSubscriptionCheckout(currentUser(req), input, origin));
  });

  router.post('/api/checkout/confirm', requireUser, validateBody(confirmPaymentInputSchema), async (req, res) => {
    const input: ConfirmPaymentInput = req.body;
    res.json(await requireGateway(gateway).confirmPayment(db, currentUser(req), input, clock.now()));
  });

  return router;
}
