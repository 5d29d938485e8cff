import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LIFETIME_TIER_SPOTS, PAYMENTS_OFF_TEXT, TRIAL_DAYS } from '@learnlog/shared';
import { startFakeStripe, type FakeStripe } from '../../sync-server/src/test/fake-stripe';
import { registerViaApi } from './support/accounts';
import { launchBrowser, newPageSession } from './support/browser';
import { useE2E } from './support/e2e-harness';
import { startServer, type RunningServer } from './support/server';
import { accountFixtures } from './support/account-fixtures';
import { waitForServiceWorkerControl } from './support/service-worker';

/** The pricing grid's card for a plan, and its one action. */
const card = (page: Page, planId: string) => page.locator(`li[data-plan="${planId}"]`);
const cardAction = (page: Page, planId: string) => card(page, planId).getByRole('link').or(card(page, planId).getByRole('button'));

async function openPricing(page: Page): Promise<void> {
  await page.goto('/pricing');
  await page.getByRole('heading', { level: 1, name: 'Choose Your Learning Journey' }).waitFor();
}

describe('pricing and checkout without Stripe configured', () => {
  const e2e = useE2E();
  const { sql } = accountFixtures(e2e);

  it('tells a paying member their plan, never trial days, and an expired learner that they are on Seeker', async () => {
    await registerViaApi(await e2e.context.newPage());
    await e2e.page.request.post('/api/auth/logout');
    const member = await registerViaApi(e2e.page);
    sql("UPDATE users SET subscriptionType = 'sage' WHERE id = ?", member.id);
    await openPricing(e2e.page);
    expect(await e2e.page.getByTestId('plan-standing').innerText()).toBe('You are on Sage. Thank you for supporting LearnLog!');
    expect(await e2e.page.getByText(/days? left in your free trial/).count()).toBe(0);
    expect(await cardAction(e2e.page, 'sage').innerText()).toBe('Current Plan');

    sql("UPDATE users SET subscriptionType = 'seeker', trialStartedAt = '2020-01-01T00:00:00.000Z' WHERE id = ?", member.id);
    await openPricing(e2e.page);
    await e2e.page.getByTestId('plan-standing').filter({ hasText: 'Your free trial has ended. You are on the free Seeker plan' }).waitFor();
    expect(await cardAction(e2e.page, 'seeker').innerText()).toBe('Current Plan');
  });

  it('says calmly offline that checkout needs a connection: no red failure, no contradicting toast', async () => {
    await registerViaApi(e2e.page);
    await openPricing(e2e.page);
    await waitForServiceWorkerControl(e2e.page);
    await e2e.context.setOffline(true);
    await e2e.page.goto('/checkout?plan=beta');
    await e2e.page.getByRole('heading', { name: 'Checkout needs a connection' }).waitFor();
    await e2e.page.waitForTimeout(1_000);
    expect(await e2e.page.getByRole('alert').count()).toBe(0);
    expect(await e2e.page.getByText('Payment Setup Failed').count()).toBe(0);
    expect(await e2e.page.locator('[data-sonner-toast]').count()).toBe(0);
  });

  it('shows the trial, the spots left, the four plans and where each button goes', async () => {
    // The first account on a server is its admin (no trial): take it, so this one is a learner.
    await registerViaApi(await e2e.context.newPage());
    await e2e.page.request.post('/api/auth/logout');
    await registerViaApi(e2e.page);
    const { page } = e2e;
    await openPricing(page);

    await page.getByText(`Start your ${TRIAL_DAYS}-day free trial, then choose lifetime access`).waitFor();
    await page.getByText(`You have ${TRIAL_DAYS} days left in your free trial`).waitFor();
    const box = page.getByTestId('beta-launch-box');
    await box.getByText(`${LIFETIME_TIER_SPOTS} spots left at $100`).waitFor();
    expect(await box.getByRole('heading').innerText()).toMatch(/Beta Launch Special/i);

    expect(await page.locator('li[data-plan]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-plan')))).toEqual([
      'seeker',
      'scholar',
      'sage',
      'beta',
    ]);
    expect(await card(page, 'scholar').getByTestId('plan-price').innerText()).toBe('$8 per month');
    expect(await card(page, 'beta').getByTestId('plan-price').innerText()).toBe('$100 one-time');
    await card(page, 'sage').getByText('Most Popular').waitFor();
    await card(page, 'seeker').getByText('No goal linking').waitFor();
    await card(page, 'seeker').getByText('Learning goals', { exact: true }).waitFor();

    // In the trial no plan is the learner's yet: Seeker is the free plan, not the current one.
    expect(await page.getByTestId('plan-standing').innerText()).toBe(`You have ${TRIAL_DAYS} days left in your free trial`);
    expect(await cardAction(page, 'seeker').innerText()).toBe('Free Plan');
    expect(await cardAction(page, 'seeker').isDisabled()).toBe(true);
    expect(await cardAction(page, 'sage').innerText()).toBe('Upgrade to Sage');
    // The monthly/yearly toggle exists but is hidden (accounts spec).
    expect(await page.getByTestId('billing-cycle-toggle').isHidden()).toBe(true);
    // So the FAQ promises no yearly plan, and sells the lifetime tiers as this page does.
    const faq = (await page.locator('section[aria-labelledby="pricing-faq-title"]').textContent()) ?? '';
    expect(faq).not.toMatch(/yearly/i);
    expect(faq).toContain('$100 (Beta Lifetime)');

    // No Stripe key here: every buy button is disabled, with one calm line saying why.
    await page.getByRole('status').filter({ hasText: PAYMENTS_OFF_TEXT }).waitFor();
    for (const plan of ['scholar', 'sage', 'beta']) expect(await cardAction(page, plan).isDisabled(), plan).toBe(true);
    expect(await card(page, 'beta').getByRole('link').count()).toBe(0);
  });

  it('says at checkout that payments aren’t set up: no red failure, no "try again" toast', async () => {
    await registerViaApi(e2e.page);
    const asked: string[] = [];
    e2e.page.on('request', (request) => request.url().includes('/api/create-payment-intent') && asked.push(request.url()));
    await e2e.page.goto('/checkout?plan=beta');
    await e2e.page.getByRole('heading', { name: PAYMENTS_OFF_TEXT }).waitFor();
    await e2e.page.waitForTimeout(1_000);
    expect(await e2e.page.getByText('Payment Setup Failed').count()).toBe(0);
    expect(await e2e.page.getByRole('alert').count()).toBe(0);
    expect(await e2e.page.locator('[data-sonner-toast]').count()).toBe(0);
    expect(asked).toEqual([]);
    await e2e.page.getByRole('link', { name: 'Back to Pricing' }).last().click();
    await e2e.page.waitForURL('**/pricing');
  });

  it('says plainly that buying needs a connection when offline', async () => {
    await registerViaApi(e2e.page);
    await openPricing(e2e.page);
    await e2e.page.getByText(PAYMENTS_OFF_TEXT).waitFor();
    await e2e.context.setOffline(true);
    await e2e.page.getByText("You're offline. Plans can be bought once you're back online.").waitFor();
    expect(await cardAction(e2e.page, 'beta').isDisabled()).toBe(true);
    expect(await cardAction(e2e.page, 'sage').isDisabled()).toBe(true);
  });
});

/**
 * Stripe.js stand-in served at js.stripe.com: a Payment Element that mounts a plain box, and
 * confirmPayment that confirms the intent through "api.stripe.com" (routed to the local fake
 * Stripe API) and then redirects to the return address the way Stripe does.
 */
const FAKE_STRIPE_JS = `
window.Stripe = function (key) {
  var clientSecret = null;
  function element() {
    var node = null;
    return {
      mount: function (target) {
        node = document.createElement('div');
        node.setAttribute('data-testid', 'fake-payment-element');
        node.textContent = 'Card number 4242 4242 4242 4242';
        (typeof target === 'string' ? document.querySelector(target) : target).appendChild(node);
      },
      on: function () {}, off: function () {}, update: function () {},
      destroy: function () { if (node) node.remove(); },
    };
  }
  return {
    _registerWrapper: function () {}, registerAppInfo: function () {},
    createToken: function () {}, createPaymentMethod: function () {}, confirmCardPayment: function () {},
    elements: function (options) {
      clientSecret = options.clientSecret;
      return { create: element, update: function () {}, getElement: function () { return null; } };
    },
    confirmPayment: function (options) {
      var id = clientSecret.split('_secret_')[0];
      return fetch('https://api.stripe.com/v1/payment_intents/' + id + '/confirm', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'key=' + encodeURIComponent(key),
      }).then(function (res) {
        if (!res.ok) return { error: { type: 'card_error', message: 'Your card was declined.' } };
        var url = new URL(options.confirmParams.return_url);
        url.searchParams.set('payment_intent', id);
        url.searchParams.set('payment_intent_client_secret', clientSecret);
        url.searchParams.set('redirect_status', 'succeeded');
        window.location.assign(url.toString());
        return new Promise(function () {});
      });
    },
  };
};`;

describe('checkout with Stripe (local fake API and a stand-in Stripe.js)', () => {
  let stripe: FakeStripe;
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    [server, browser] = await Promise.all([startServer({ env: stripe.env() }), launchBrowser()]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.stop()]);
    await stripe?.close();
  });

  it('buys beta lifetime access: payment element, confirm, server check, dashboard', async () => {
    const { context, page, errors } = await newPageSession(browser, server.baseUrl);
    try {
      await context.route('https://js.stripe.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_STRIPE_JS }),
      );
      await context.route('https://api.stripe.com/**', async (route) => {
        const url = new URL(route.request().url());
        await route.fulfill({ response: await route.fetch({ url: `${stripe.url}${url.pathname}` }) });
      });
      await registerViaApi(page);
      await openPricing(page);
      await card(page, 'beta').getByRole('link', { name: 'Get Beta Access - $100' }).click();
      expect(await page.getByText(PAYMENTS_OFF_TEXT).count()).toBe(0);

      await page.getByRole('heading', { name: 'Secure Checkout' }).waitFor();
      await page.getByTestId('fake-payment-element').waitFor();
      await page.getByText('Beta Lifetime').waitFor();
      await page.getByText('One-time payment, lifetime access').waitFor();
      const intent = [...stripe.intents.values()].at(-1);
      expect(intent).toMatchObject({ amount: 10_000, status: 'requires_payment_method', metadata: { plan: 'beta' } });

      await page.getByRole('button', { name: 'Complete Purchase - $100' }).click();
      await page.waitForURL('**/dashboard');
      expect(stripe.intents.get(intent?.id ?? '')?.status).toBe('succeeded');

      const me = await (await page.request.get('/api/auth/user')).json();
      expect(me).toMatchObject({ lifetimeAccess: true, subscriptionType: 'beta' });

      await openPricing(page);
      await page.getByTestId('beta-launch-box').getByText(`${LIFETIME_TIER_SPOTS - 1} spots left at $100`).waitFor();
      expect(await cardAction(page, 'beta').innerText()).toBe('Current Plan');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
