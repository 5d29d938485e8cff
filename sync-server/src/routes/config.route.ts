/** Public, unauthenticated calls: health and the settings the app needs at start-up. */
import { Router } from 'express';
import { APP_VERSION, type PublicConfig } from '@learnlog/shared';
import type { AppDeps } from '../deps';

export function configRouter({ env }: AppDeps): Router {
  const router = Router();

  router.get('/api/health', (_req, res) => {
    res.json({ ok: true, version: APP_VERSION });
  });

  router.get('/api/config', (_req, res) => {
    const config: PublicConfig = {
      stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || null,
      paymentsConfigured: Boolean(env.STRIPE_SECRET_KEY),
      aiConfigured: Boolean(env.OPENAI_API_KEY),
      passwordResetByEmail: Boolean(env.SMTP_URL),
    };
    res.json(config);
  });

  return router;
}
