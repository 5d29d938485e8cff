/** Public, unauthenticated calls: health and the settings the app needs at start-up. */
import { Router } from 'express';
import { APP_VERSION, type PublicConfig } from '@learnlog/shared';
import type { AppDeps } from '../deps';

export function configRouter({ env, db }: AppDeps): Router {
  const router = Router();

  // A balancer's check: 503 while this node cannot reach its database (it answers again by
  // itself once the database does: the pool reconnects on the next query).
  router.get('/api/health', async (_req, res) => {
    const answers = await db.ping();
    res.status(answers ? 200 : 503).json({ ok: answers, version: APP_VERSION, database: { kind: db.kind, ok: answers } });
  });

  router.get('/api/config', async (_req, res) => {
    const config: PublicConfig = {
      stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || null,
      paymentsConfigured: Boolean(env.STRIPE_SECRET_KEY),
      aiConfigured: Boolean(env.OPENAI_API_KEY),
      passwordResetByEmail: Boolean(env.SMTP_URL),
      weeklyDigestByEmail: Boolean(env.SMTP_URL),
    };
    res.json(config);
  });

  return router;
}
