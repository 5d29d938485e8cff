/** GET /api/pricing/availability: public, the pricing and landing pages read it signed out too. */
import { Router } from 'express';
import type { AppDeps } from '../deps';
import { pricingAvailability } from '../services/pricing.service';

export function pricingRouter({ db }: AppDeps): Router {
  const router = Router();

  router.get('/api/pricing/availability', async (_req, res) => {
    res.json(await pricingAvailability(db));
  });

  return router;
}
