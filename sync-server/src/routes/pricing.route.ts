/** GET /api/pricing/availability: public, the pricing and landing pages read it signed out too. */
import { Router } from 'express';
import type { AppDeps } from '../deps';
import { pricingAvailability } from '../services/pricing.service';

export function pricingRouter({ db }: AppDeps): Router {
  const router = Router();

  router.get('/api/pricing/availability', (_req, res) => {
    res.json(pricingAvailability(db));
  });

  return router;
}
