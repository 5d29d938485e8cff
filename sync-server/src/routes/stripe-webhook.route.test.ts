import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learner, PLAN_PATCHES } from '../seed/test-fixtures';
import { signEvent, startFakeStripe, type FakeStripe } from '../test/fake-stripe';
import { createClient } from '../test/http-client';
import { startTestServer, type TestServer, testTables } from '../test/test-server';

const { lifetimePurchases, users } = testTables();

const WEBHOOK = '/api/stripe/webhook';

let stripe: FakeStripe;
let server: TestServer;
beforeAll(async () => {
  stripe = await startFakeStripe();
  server = await startTestServer({ env: stripe.env() });
});
afterAll(async () => {
  await server.close();
  await stripe.close();
});

/** Stripe calling the webhook: no cookies, no Origin, the exact signed bytes. */
function deliver({ payload, signature }: { payload: string; signature?: string }, contentType = 'application/json', origin?: string) {
  return createClient(server.url).post(WEBHOOK, undefined, {
    rawBody: payload,
    contentType,
    headers: { ...(signature !== undefined && { 'stripe-signature': signature }), ...(origin && { Origin: origin }) },
  });
}

const row = async (id: number) => (await server.db.q.select().from(users).where(eq(users.id, id)))[0];
const purchasesOf = (id: number) => server.db.q.select().from(lifetimePurchases).where(eq(lifetimePurchases.userId, id));

/** A succeeded intent made the way the app makes it, through the server. */
async function paidIntent() {
  const ann = await learner(server);
  const res = await ann.client.post<{ clientSecret: string }>('/api/create-payment-intent', { planType: 'beta' });
  const intent = [...stripe.intents.values()].find((i) => i.client_secret === res.body.clientSecret);
  if (!intent) throw new Error('no intent');
  return { ann, intent: stripe.succeed(intent.id) };
}

describe('POST /api/stripe/webhook: payment_intent.succeeded', () => {
  it('refuses a bad or missing signature with 400 and grants nothing', async () => {
    const { ann, intent } = await paidIntent();
    const forged = signEvent('payment_intent.succeeded', intent, 'whsec_not_ours');
    expect(await deliver(forged)).toMatchObject({ status: 400, body: { message: 'Invalid webhook signature' } });
    const good = signEvent('payment_intent.succeeded', intent);
    expect(await deliver({ payload: good.payload })).toMatchObject({ status: 400 });
    // A signed body changed afterwards (the amount, say) no longer matches its signature.
    const tampered = { ...good, payload: good.payload.replace('"amount":10000', '"amount":1') };
    expect(await deliver(tampered)).toMatchObject({ status: 400 });
    expect((await row(ann.id))?.lifetimeAccess).toBe(false);
    expect(await purchasesOf(ann.id)).toEqual([]);
  });

  it('grants lifetime access once, however often the event and the success screen arrive', async () => {
    const { ann, intent } = await paidIntent();
    const event = signEvent('payment_intent.succeeded', intent);
    for (let i = 0; i < 3; i += 1) {
      // The origin guard lets Stripe's server-to-server call through, body untouched.
      const res = await deliver(event, 'application/json; charset=utf-8', 'https://stripe.example');
      expect(res).toMatchObject({ status: 200, body: { received: true } });
    }
    const confirm = await ann.client.post('/api/checkout/confirm', { paymentIntentId: intent.id });
    expect(confirm).toMatchObject({ status: 200, body: { lifetimeAccess: true } });

    expect(await row(ann.id)).toMatchObject({ lifetimeAccess: true, subscriptionType: 'beta' });
    expect(await purchasesOf(ann.id)).toEqual([expect.objectContaining({ planType: 'beta', price: 100, stripePaymentIntentId: intent.id })]);
    const me = await ann.client.get('/api/auth/user');
    expect(me.body).toMatchObject({ lifetimeAccess: true, subscriptionType: 'beta' });
  });

  it('ignores an intent that is not one of ours, and events it does not use', async () => {
    const { ann, intent } = await paidIntent();
    const foreign = { ...intent, id: 'pi_elsewhere', metadata: {} };
    expect(await deliver(signEvent('payment_intent.succeeded', foreign))).toMatchObject({ status: 200 });
    expect(await deliver(signEvent('charge.refunded', { id: 'ch_1', object: 'charge' }))).toMatchObject({ status: 200 });
    expect((await row(ann.id))?.lifetimeAccess).toBe(false);
  });
});

describe('POST /api/stripe/webhook: subscriptions', () => {
  it('starts the plan on checkout.session.completed, follows updates and ends on deletion', async () => {
    const ann = await learner(server);
    const res = await ann.client.post<{ url: string }>('/api/subscription/upgrade', { planId: 'sage', billingCycle: 'monthly' });
    const session = [...stripe.sessions.values()].find((s) => s.url === res.body.url);
    if (!session) throw new Error('no session');
    // The plan does not change on the browser's return, only on Stripe's word.
    expect((await row(ann.id))?.subscriptionType).toBe('seeker');

    const completed = { ...session, status: 'complete', customer: 'cus_ann', subscription: 'sub_ann' };
    expect(await deliver(signEvent('checkout.session.completed', completed))).toMatchObject({ status: 200 });
    expect(await row(ann.id)).toMatchObject({
      subscriptionType: 'sage',
      subscriptionStatus: 'active',
      stripeCustomerId: 'cus_ann',
      stripeSubscriptionId: 'sub_ann',
    });

    const cancelAt = Math.floor(Date.parse('2030-01-31T00:00:00Z') / 1000);
    const subscription = { id: 'sub_ann', object: 'subscription', customer: 'cus_ann', status: 'active', cancel_at: cancelAt, ended_at: null, metadata: { userId: String(ann.id), plan: 'scholar' } };
    await deliver(signEvent('customer.subscription.updated', subscription));
    expect(await row(ann.id)).toMatchObject({ subscriptionType: 'scholar', subscriptionStatus: 'active', subscriptionEndDate: '2030-01-31T00:00:00.000Z' });

    await deliver(signEvent('customer.subscription.updated', { ...subscription, status: 'past_due' }));
    expect((await row(ann.id))?.subscriptionStatus).toBe('past_due');

    await deliver(signEvent('customer.subscription.deleted', { ...subscription, status: 'canceled', ended_at: cancelAt }));
    expect(await row(ann.id)).toMatchObject({ subscriptionType: 'seeker', subscriptionStatus: 'canceled', stripeSubscriptionId: null });
  });

  it('keeps a lifetime learner on their lifetime plan', async () => {
    const owner = await learner(server, PLAN_PATCHES.lifetime);
    const session = { id: 'cs_x', object: 'checkout.session', mode: 'subscription', client_reference_id: String(owner.id), customer: 'cus_o', subscription: 'sub_o', metadata: { userId: String(owner.id), plan: 'sage' } };
    await deliver(signEvent('checkout.session.completed', session));
    expect(await row(owner.id)).toMatchObject({ subscriptionType: 'beta', lifetimeAccess: true });
  });
});

describe('POST /api/stripe/webhook without STRIPE_WEBHOOK_SECRET', () => {
  it('answers 503 "Payments are not configured on this server"', async () => {
    const bare = await startTestServer();
    try {
      const res = await createClient(bare.url).post(WEBHOOK, undefined, { rawBody: '{}', contentType: 'application/json', headers: { 'stripe-signature': 't=1,v1=x' } });
      expect(res).toMatchObject({ status: 503, body: { message: 'Payments are not configured on this server' } });
    } finally {
      await bare.close();
    }
  });
});
