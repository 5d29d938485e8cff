import { describe, expect, it } from 'vitest';
import { PAYMENTS_OFF_TEXT, PLANS } from '@learnlog/shared';
import { useE2E } from './support/e2e-harness';
import { VIEWPORTS } from './support/browser';
import { LandingPage, LOGIN_BUTTON_NAMES } from './page-models/landing-page';
import { LoginPage } from './page-models/login-page';
import { AppShell } from './page-models/app-shell';
import { registerViaApi } from './support/accounts';
import { accountFixtures, toast } from './support/account-fixtures';

// Payments set up (the keys are only read to say so; nothing here reaches Stripe).
const e2e = useE2E({ server: { env: { STRIPE_SECRET_KEY: 'sk_test_landing', STRIPE_PUBLISHABLE_KEY: 'pk_test_landing' } } });
const { sqlAll } = accountFixtures(e2e);

/** The app's chunks a visitor's first load must not fetch. */
const APP_CHUNKS = /first-screens|start-app|landing-page|login-page/;

describe('landing page', () => {
  it('shows every section of the spec, in order', async () => {
    const landing = new LandingPage(e2e.page);
    await landing.goto();

    expect(await landing.header.innerText()).toContain('LearnLog');
    expect(await landing.header.getByRole('link', { name: 'Sign In' }).isVisible()).toBe(true);
    expect(await landing.header.getByRole('link', { name: 'Start Free' }).isVisible()).toBe(true);

    const hero = await e2e.page.locator('main section').first().innerText();
    for (const claim of ['10,000+', '50+', 'Start Free', 'Watch Demo']) expect(hero).toContain(claim);
    expect(await e2e.page.locator('main').innerText()).toMatch(/two minutes/i);

    expect(await landing.howItWorksSteps.count()).toBe(3);
    expect(await landing.featureCards.count()).toBe(6);
    expect(await landing.testimonials.count()).toBe(3);
    expect(await landing.closingCta.getByRole('link', { name: 'Start Free' }).count()).toBe(1);

    // Support is the feedback dialog (decisions: the storefront), not a link.
    await landing.footer.getByRole('button', { name: 'Support' }).waitFor();
    const footer = await landing.footer.innerText();
    for (const text of ['Privacy', 'Terms', 'Support', `© ${new Date().getFullYear()} LearnLog`]) expect(footer).toContain(text);

    // Sections appear top to bottom in the spec's order.
    const tops = await Promise.all(
      [landing.heroHeading, landing.howItWorks, e2e.page.locator('#features'), landing.pricing, landing.testimonials.first(), landing.closingCta, landing.footer].map(
        async (locator) => (await locator.boundingBox())?.y ?? -1,
      ),
    );
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    expect(e2e.errors).toEqual([]);
  });

  it('prices the four landing plans from the shared catalogue, with the lifetime offer on sale now', async () => {
    const landing = new LandingPage(e2e.page);
    await landing.goto();

    // Beta while its spots remain, as the pricing page sells it (decisions: the storefront).
    const shown = await landing.planCards.filter({ visible: true }).evaluateAll((cards) => cards.map((card) => card.getAttribute('data-plan')));
    expect(shown).toEqual(['seeker', 'scholar', 'sage', 'beta']);
    const beta = await landing.planCard('beta').innerText();
    expect(beta).toContain(PLANS.beta.displayName);
    expect(beta).toContain(`$${PLANS.beta.price.lifetime}`);
    expect(await e2e.page.getByText(PAYMENTS_OFF_TEXT).isVisible()).toBe(false);

    const seeker = await landing.planCard('seeker').innerText();
    expect(seeker).toContain(PLANS.seeker.displayName);
    expect(seeker).toContain('Free');

    const scholar = await landing.planCard('scholar').innerText();
    expect(scholar).toContain(PLANS.scholar.displayName);
    expect(scholar).toContain(`$${PLANS.scholar.price.monthly}`);
    expect(scholar).toMatch(/\/month/);

    const sage = await landing.planCard('sage').innerText();
    expect(sage).toContain(`$${PLANS.sage.price.monthly}`);
    expect(sage).toContain('Most Popular');

    // Legacy is on the page for when beta's spots are gone, hidden until then.
    expect(await landing.planCard('legacy').isHidden()).toBe(true);
    const legacy = (await landing.planCard('legacy').textContent()) ?? '';
    expect(legacy).toContain(PLANS.legacy.displayName);
    expect(legacy).toContain('Limited Offer');
    for (const feature of PLANS.legacy.featureList) expect(legacy).toContain(feature);
  });

  it('points Sign In at /api/login, and Start Free and Get {plan} at its sign-up form', async () => {
    const landing = new LandingPage(e2e.page);
    await landing.goto();

    const links = await landing.loginLinks.evaluateAll((anchors) =>
      anchors.map((a) => ({ name: a.textContent?.trim() ?? '', href: a.getAttribute('href') })),
    );
    // Header Sign In and Start Free, hero Start Free, four plan buttons, closing Start Free.
    expect(links).toHaveLength(8);
    expect(new Set(links.map((link) => link.name))).toEqual(new Set(LOGIN_BUTTON_NAMES));
    for (const link of links) {
      expect(link, link.name).toMatchObject({ href: link.name === 'Sign In' ? '/api/login' : '/api/login?tab=register' });
    }

    // A plain link: a full navigation through the server's redirect, to the sign-up form.
    await landing.header.getByRole('link', { name: 'Start Free' }).click();
    await e2e.page.waitForURL('**/login?tab=register');
    expect(await new LoginPage(e2e.page).tab('Create account').getAttribute('aria-selected')).toBe('true');
    await e2e.page.goBack();
    await landing.header.getByRole('link', { name: 'Sign In' }).click();
    await e2e.page.waitForURL('**/login');
    expect(await new LoginPage(e2e.page).tab('Sign in').getAttribute('aria-selected')).toBe('true');
  });

  it('keeps the demo buttons inert', async () => {
    const landing = new LandingPage(e2e.page);
    await landing.goto();
    const before = e2e.page.url();
    // Inert, and they look it: disabled to assistive tech, no pointer (decisions: the storefront).
    for (const name of ['Watch Demo', 'View Demo'] as const) {
      expect(await landing.demoButton(name).isDisabled(), name).toBe(true);
      expect(await landing.demoButton(name).evaluate((button) => getComputedStyle(button).cursor), name).toBe('default');
      await landing.demoButton(name).click({ force: true });
    }
    expect(e2e.page.url()).toBe(before);
    expect(await landing.heroHeading.isVisible()).toBe(true);
  });

  it('keeps the top bar on screen while scrolling', async () => {
    const landing = new LandingPage(e2e.page);
    await landing.goto();
    await landing.footer.scrollIntoViewIfNeeded();
    const box = await landing.header.boundingBox();
    expect(box?.y).toBe(0);
    expect(await landing.header.getByRole('link', { name: 'Start Free' }).isVisible()).toBe(true);
  });

  it('fits a 360 px phone without sideways scrolling', async () => {
    const { page } = await e2e.newSession({ viewport: VIEWPORTS.smallPhone, isMobile: true, hasTouch: true });
    const landing = new LandingPage(page);
    await landing.goto();
    expect(await landing.horizontalOverflow()).toBeLessThanOrEqual(0);
    expect(await landing.header.getByRole('link', { name: 'Sign In' }).isVisible()).toBe(true);
    expect(await landing.header.getByRole('link', { name: 'Start Free' }).isVisible()).toBe(true);
  });

  it('paints from the HTML alone and loads no app code', async () => {
    // The page is in the shell the server sends (prerendered at build time), not made by script.
    const html = await (await e2e.page.request.get('/')).text();
    expect(html).toContain('id="hero-title"');

    const landing = new LandingPage(e2e.page);
    await landing.goto();
    await e2e.page.waitForLoadState('networkidle');
    const scripts = await landing.loadedScripts();
    expect(scripts.map((script) => script.path).filter((path) => APP_CHUNKS.test(path))).toEqual([]);
    // All of it, the service worker's registration included: a few KB, not the app's ~260 KB.
    expect(scripts.reduce((sum, script) => sum + script.bytes, 0)).toBeLessThan(30_000);
    expect(await e2e.page.title()).toBe('LearnLog — your learning journal, online and off');

    // Privacy and Terms are real pages, for visitors too.
    await landing.footer.getByRole('link', { name: 'Privacy' }).click();
    await e2e.page.waitForURL('**/privacy');
    await e2e.page.getByRole('heading', { level: 1, name: 'Privacy' }).waitFor();
    for (const heading of ['What the server stores', 'For how long', 'Who can read it', 'Taking your data with you']) {
      await e2e.page.getByRole('heading', { level: 2, name: heading }).waitFor();
    }
    await e2e.page.goto('/terms');
    await e2e.page.getByRole('heading', { level: 1, name: 'Terms' }).waitFor();
    expect(e2e.errors).toEqual([]);
  });

  it('never shows a returning learner the landing page, even before the app has loaded', async () => {
    const { page, errors } = await e2e.newSession();
    await registerViaApi(page);
    await page.goto('/journal');
    await new AppShell(page).expectScreen('Learning Journal');

    // Hold the app's code back: what shows until then is the shell's own decision.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/first-screens-*.js', async (route) => {
      await held;
      await route.continue();
    });
    for (const path of ['/', '/journal']) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      expect(await page.locator('#landing-shell').count(), path).toBe(1);
      expect(await page.locator('#hero-title').isVisible(), path).toBe(false);
    }
    release();
    await new AppShell(page).expectScreen('Learning Journal');
    expect(errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
  });

  it("opens the app for a visitor whose session outlived the device's memory of them", async () => {
    const { page } = await e2e.newSession();
    await registerViaApi(page);
    await page.goto('/');
    await new AppShell(page).expectScreen('Dashboard');
    expect(await page.locator('#hero-title').count()).toBe(0);

    // Signed out inside the app, the landing React draws has the same Support: the feedback dialog.
    await new AppShell(page).signOut();
    await new LandingPage(page).footer.getByRole('button', { name: 'Support' }).click();
    await page.getByRole('dialog', { name: 'Share Your Feedback' }).getByLabel('Message').waitFor();
  });

  for (const [device, options] of [
    ['phone', { viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true }],
    ['desktop', { viewport: VIEWPORTS.desktop }],
  ] as const) {
    it(`opens the feedback dialog from Support, loaded on the press, and stores what a visitor sends, ${device}`, async () => {
      const { page, errors } = await e2e.newSession(options);
      const landing = new LandingPage(page);
      await landing.goto();
      await page.waitForLoadState('networkidle');
      const before = (await landing.loadedScripts()).map((script) => script.path);
      expect(before.filter((path) => APP_CHUNKS.test(path))).toEqual([]);

      await landing.footer.getByRole('button', { name: 'Support' }).click();
      const dialog = page.getByRole('dialog', { name: 'Share Your Feedback' });
      await dialog.waitFor();
      // Its code came with the press, not with the page.
      expect((await landing.loadedScripts()).length).toBeGreaterThan(before.length);
      for (const label of ['Bug Report', 'Feature Request', 'Improvement Suggestion', 'General Feedback', 'Need Help']) {
        await dialog.getByText(label, { exact: true }).waitFor();
      }
      expect(await dialog.getByLabel('Email').inputValue()).toBe('');
      const send = dialog.getByRole('button', { name: 'Send Feedback' });
      expect(await send.isDisabled()).toBe(true);

      const message = `Where is the mobile app? (${device})`;
      await dialog.getByText('Need Help', { exact: true }).click();
      await dialog.getByLabel('Message').fill(`  ${message} `);
      await dialog.getByLabel('Email').fill('visitor@example.com');

      // Offline, it says plainly that sending needs a connection, and keeps the message.
      await page.context().setOffline(true);
      await dialog.getByText('Sending feedback needs a connection.', { exact: false }).waitFor();
      expect(await send.isDisabled()).toBe(true);
      await page.context().setOffline(false);

      await send.click();
      await toast(page, 'Feedback sent!', "Thank you for your feedback. We'll get back to you soon.").waitFor();
      await dialog.waitFor({ state: 'detached' });
      const rows = sqlAll<Record<string, unknown>>('SELECT type, message, email, currentPage, userId FROM feedback WHERE message = ?', message);
      expect(rows).toEqual([{ type: 'help', message, email: 'visitor@example.com', currentPage: '/', userId: null }]);

      // Pressed again, the same dialog opens, empty.
      await landing.footer.getByRole('button', { name: 'Support' }).click();
      expect(await dialog.getByLabel('Message').inputValue()).toBe('');
      expect(await landing.horizontalOverflow()).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    });
  }
});

describe('landing page on a server without payments', () => {
  const noPayments = useE2E();

  it('disables every buy button with one calm line, keeping Start Free', async () => {
    const landing = new LandingPage(noPayments.page);
    await landing.goto();
    const line = noPayments.page.getByRole('status').filter({ hasText: PAYMENTS_OFF_TEXT });
    await line.waitFor();
    for (const plan of ['scholar', 'sage', 'beta']) {
      const button = landing.planCard(plan).getByRole('button');
      expect(await button.isDisabled(), plan).toBe(true);
      expect(await landing.planCard(plan).getByRole('link').count(), plan).toBe(0);
    }
    // Start Free still signs up: the free plan needs no payment.
    expect(await landing.planCard('seeker').getByRole('link', { name: 'Start Free' }).getAttribute('href')).toBe('/api/login?tab=register');
    // Support needs no configuration (the feedback dialog); no link goes nowhere.
    expect(await landing.footer.getByRole('button', { name: 'Support' }).isVisible()).toBe(true);
    expect(await landing.footer.locator('a[href="#"]').count()).toBe(0);

    expect(noPayments.errors).toEqual([]);
  });
});
