import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIFETIME_TIER_SPOTS, pricingAvailabilitySchema } from '@learnlog/shared';
import { learner } from '../seed/test-fixtures';
import { createClient } from '../test/http-client';
import { startTestServer, type TestServer, testTables } from '../test/test-server';

const { lifetimePurchases } = testTables();

let server: TestServer;
let buyerId: number;
beforeAll(async () => {
  server = await startTestServer();
  buyerId = (await learner(server)).id;
});
afterAll(() => server.close());

/** Brings the number of lifetime purchases to `total`. */
async function purchasesTotal(total: number): Promise<void> {
  await server.db.q.delete(lifetimePurchases);
  if (total === 0) return;
  const rows = Array.from({ length: total }, (_, i) => ({
    userId: buyerId,
    planType: i < LIFETIME_TIER_SPOTS ? ('beta' as const) : ('legacy' as const),
    price: i < LIFETIME_TIER_SPOTS ? 100 : 250,
    purchaseDate: new Date().toISOString(),
  }));
  await server.db.q.insert(lifetimePurchases).values(rows);
}

const availability = async () => {
  const res = await createClient(server.url).get('/api/pricing/availability');
  expect(res.status).toBe(200);
  return pricingAvailabilitySchema.strict().parse(res.body);
};

describe('GET /api/pricing/availability (public)', () => {
  it('offers the beta tier with every spot while nothing is sold', async () => {
    await purchasesTotal(0);
    expect(await availability()).toEqual({
      tier1: { available: true, remaining: LIFETIME_TIER_SPOTS },
      tier2: { available: false, remaining: LIFETIME_TIER_SPOTS },
    });
  });

  it('counts down the beta spots as lifetime access is bought', async () => {
    await purchasesTotal(LIFETIME_TIER_SPOTS - 1);
    expect((await availability()).tier1).toEqual({ available: true, remaining: 1 });
  });

  it('moves to the legacy tier once the beta spots are gone', async () => {
    await purchasesTotal(LIFETIME_TIER_SPOTS + 3);
    expect(await availability()).toEqual({
      tier1: { available: false, remaining: 0 },
      tier2: { available: true, remaining: LIFETIME_TIER_SPOTS - 3 },
    });
  });

  it('is sold out when both tiers are', async () => {
    await purchasesTotal(2 * LIFETIME_TIER_SPOTS);
    expect(await availability()).toEqual({ tier1: { available: false, remaining: 0 }, tier2: { available: false, remaining: 0 } });
  });
});
