import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIFETIME_TIER_SPOTS, PLANS } from '@learnlog/shared';
import { learner, PLAN_PATCHES } from '../seed/test-fixtures';
import { startFakeStripe, type FakeStripe } from '../test/fake-stripe';
import { createClient } from '../test/http-client';
import { startTestServer, type TestServer, testTables } from '../test/test-server';

const { lifetimePurchases, users } = testTables();

const CALLS = [
  { path: '/api/create-payment-intent', valid: { planType: 'beta' }, invalid: { planType: 'gold' }, field: 'planType' },
  { path: '/api/subscription/upgrade', valid: { planId: 'sage', billingCycle: 'yearly' }, invalid: { planId: 'beta' }, field: 'planId' },
  { path: '/api/checkout/confirm', valid: { paymentIntentId: 'pi_123' }, invalid: {}, field: 'paymentIntentId' },
] as const;

describe('payments without STRIPE_SECRET_KEY', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  for (const call of CALLS) {
    describe(`POST ${call.path}`, () => {
      it('answers 503 "Payments are not configured on this server" and changes nothing', async () => {
        const ann = await learner(server);
        const before = (await server.db.q.select().from(users));
        const res = await ann.client.post(call.path, call.valid, { idempotencyKey: true });
        expect(res.status).toBe(503);
        expect(res.body).toEqual({ message: 'Payments are not configured on this server' });
        expect((await server.db.q.select().from(users))).toEqual(before);
      });

      it('validates the body first', async () => {
        const ann = await learner(server);
        const res = await ann.client.post(call.path, call.invalid);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ message: 'Validation failed', errors: [expect.objectContaining({ path: call.field })] });
      });

      it('answers 401 signed out', async () => {
        const res = await createClient(server.url).post(call.path, call.valid);
        expect(res.status).toBe(401);
      });
    });
  }

  it('tells the app payments are off in /api/config', async () => {
    const res = await createClient(server.url).get('/api/config');
    expect(res.body).toMatchObject({ stripePublishableKey: null, paymentsConfigured: false });
  });
});

describe('payments with Stripe (a local fake of its API)', () => {
  let stripe: FakeStripe;
  let server: TestServer;
  let earlyBuyer: number;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startTestServer({ env: stripe.env() });
    earlyBuyer = (await learner(server)).id;
  });
  afterAll(async () => {
    await server.close();
    await stripe.close();
  });

  /** Pretends exactly `count` lifetime spots are sold (to one early buyer). */
  async function sellSpots(count: number): Promise<void> {
    await server.db.q.delete(lifetimePurchases);
    for (let i = 0; i < count; i += 1) {
      await server.db.q.insert(lifetimePurchases).values({ userId: earlyBuyer, planType: 'beta', price: 100, purchaseDate: '2026-01-01T00:00:00.000Z' });
    }
  }

  async function newIntent(client: Awaited<ReturnType<typeof learner>>['client'], planType = 'beta') {
    const res = await client.post<{ clientSecret: string; amount: number }>('/api/create-payment-intent', { planType });
    expect(res.status).toBe(200);
    const intent = [...stripe.intents.values()].find((i) => i.client_secret === res.body.clientSecret);
    if (!intent) throw new Error('the fake Stripe saw no intent');
    return { res, intent };
  }

  it('gives the app the publishable key in /api/config', async () => {
    const res = await createClient(server.url).get('/api/config');
    expect(res.body).toMatchObject({ stripePublishableKey: stripe.env().STRIPE_PUBLISHABLE_KEY, paymentsConfigured: true });
  });

  describe('POST /api/create-payment-intent', () => {
    it('charges the beta price in cents while beta spots remain, tagged with the user and plan', async () => {
      await sellSpots(0);
      const ann = await learner(server);
      const { res, intent } = await newIntent(ann.client);
      expect(res.body).toEqual({ clientSecret: intent.client_secret, amount: PLANS.beta.price.lifetime });
      expect(intent).toMatchObject({ amount: PLANS.beta.price.lifetime * 100, currency: 'usd', metadata: { userId: String(ann.id), plan: 'beta' } });
      expect(stripe.requests.at(-1)?.authorization).toBe(`Bearer ${stripe.env().STRIPE_SECRET_KEY}`);
    });

    it('refuses legacy while beta is on sale, and beta once its spots are gone', async () => {
      await sellSpots(0);
      const ann = await learner(server);
      const legacy = await ann.client.post('/api/create-payment-intent', { planType: 'legacy' });
      expect(legacy.status).toBe(409);
      expect(legacy.body).toEqual({ message: 'Legacy Member is not on sale right now' });

      await sellSpots(LIFETIME_TIER_SPOTS);
      const beta = await ann.client.post('/api/create-payment-intent', { planType: 'beta' });
      expect(beta.status).toBe(409);
      expect(beta.body).toEqual({ message: 'Beta Lifetime is not on sale right now' });
      const { res, intent } = await newIntent(ann.client, 'legacy');
      expect(res.body.amount).toBe(PLANS.legacy.price.lifetime);
      expect(intent.amount).toBe(PLANS.legacy.price.lifetime * 100);
    });

    it('refuses every tier when lifetime access is sold out, and a learner who already has it', async () => {
      await sellSpots(2 * LIFETIME_TIER_SPOTS);
      const ann = await learner(server);
      const soldOut = await ann.client.post('/api/create-payment-intent', { planType: 'legacy' });
      expect(soldOut).toMatchObject({ status: 409, body: { message: 'Lifetime access is sold out' } });

      await sellSpots(0);
      const owner = await learner(server, PLAN_PATCHES.lifetime);
      const again = await owner.client.post('/api/create-payment-intent', { planType: 'beta' });
      expect(again).toMatchObject({ status: 409, body: { message: 'You already have lifetime access' } });
    });
  });

  describe('POST /api/checkout/confirm', () => {
    const row = async (id: number) => (await server.db.q.select().from(users).where(eq(users.id, id)))[0];
    const purchasesOf = (id: number) => server.db.q.select().from(lifetimePurchases).where(eq(lifetimePurchases.userId, id));

    it('grants nothing for an intent that has not succeeded', async () => {
      await sellSpots(0);
      const ann = await learner(server);
      const { intent } = await newIntent(ann.client);
      const res = await ann.client.post('/api/checkout/confirm', { paymentIntentId: intent.id });
      expect(res).toMatchObject({ status: 409, body: { message: 'This payment has not succeeded yet' } });
      expect((await row(ann.id))?.lifetimeAccess).toBe(false);
      expect(await purchasesOf(ann.id)).toEqual([]);
    });

    it('grants lifetime access once for a succeeded intent of the same learner', async () => {
      await sellSpots(0);
      const ann = await learner(server);
      const { intent } = await newIntent(ann.client);
      stripe.succeed(intent.id);
      for (let i = 0; i < 2; i += 1) {
        const res = await ann.client.post('/api/checkout/confirm', { paymentIntentId: intent.id });
        expect(res).toMatchObject({ status: 200, body: { lifetimeAccess: true } });
      }
      expect(await row(ann.id)).toMatchObject({ lifetimeAccess: true, subscriptionType: 'beta', stripePaymentIntentId: intent.id });
      expect(await purchasesOf(ann.id)).toEqual([expect.objectContaining({ planType: 'beta', price: 100, stripePaymentIntentId: intent.id })]);
      const access = await ann.client.get('/api/pricing/availability');
      expect(access.body).toMatchObject({ tier1: { available: true, remaining: LIFETIME_TIER_SPOTS - 1 } });
    });

    it("refuses another learner's intent, and an unknown one, as not found", async () => {
      await sellSpots(0);
      const ann = await learner(server);
      const bob = await learner(server);
      const { intent } = await newIntent(ann.client);
      stripe.succeed(intent.id);
      const stolen = await bob.client.post('/api/checkout/confirm', { paymentIntentId: intent.id });
      expect(stolen).toMatchObject({ status: 404, body: { message: 'Payment not found' } });
      expect((await row(bob.id))?.lifetimeAccess).toBe(false);
      expect((await row(ann.id))?.lifetimeAccess).toBe(false);

      const unknown = await bob.client.post('/api/checkout/confirm', { paymentIntentId: 'pi_nobody' });
      expect(unknown).toMatchObject({ status: 404, body: { message: 'Payment not found' } });
    });
  });

  describe('POST /api/subscription/upgrade', () => {
    it('opens a subscription Checkout Session at the catalogue price and answers its url', async () => {
      const ann = await learner(server);
      const res = await ann.client.post<{ url: string }>('/api/subscription/upgrade', { planId: 'sage', billingCycle: 'yearly' });
      expect(res.status).toBe(200);
      const session = [...stripe.sessions.values()].at(-1);
      expect(res.body).toEqual({ url: session?.url });
      expect(session).toMatchObject({
        mode: 'subscription',
        client_reference_id: String(ann.id),
        customer_email: ann.email,
        metadata: { userId: String(ann.id), plan: 'sage', billingCycle: 'yearly' },
        line_items: { 0: { quantity: '1', price_data: { currency: 'usd', unit_amount: String(PLANS.sage.price.yearly * 100), recurring: { interval: 'year' } } } },
      });
      expect(session?.success_url).toBe(`${server.url}/checkout/success?plan=sage&session_id={CHECKOUT_SESSION_ID}`);
      expect(session?.cancel_url).toBe(`${server.url}/pricing`);

      const monthly = await ann.client.post('/api/subscription/upgrade', { planId: 'scholar' });
      expect(monthly.status).toBe(200);
      expect([...stripe.sessions.values()].at(-1)?.line_items).toMatchObject({
        0: { price_data: { unit_amount: String(PLANS.scholar.price.monthly * 100), recurring: { interval: 'month' } } },
      });
    });
  });
});
