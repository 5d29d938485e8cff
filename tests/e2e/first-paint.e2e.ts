/**
 * Points 9 and 11 of the first week: the first paint is the app's frame with skeletons (never a
 * full-screen spinner); the desktop sidebar fits a 900 px window; the 404 page carries the brand;
 * /robots.txt is a real file; the manifest lets the device rotate, offers shortcuts and
 * screenshots for the install sheet.
 */
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/e2e-harness';
import { VIEWPORTS } from './support/browser';
import { newAccount, registerViaApi } from './support/accounts';
import { accountFixtures, createViaApi, daysAgo } from './support/account-fixtures';
import { AppShell } from './page-models/app-shell';

const e2e = useE2E();
const { sql, registerElsewhere } = accountFixtures(e2e);

describe('first paint', () => {
  for (const [device, options] of Object.entries({
    phone: { viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true },
    desktop: { viewport: VIEWPORTS.desktop },
  })) {
    it(`paints the app frame and the journal from the device while the learner is looked up, ${device}`, async () => {
      const { page } = await e2e.newSession(options);
      await registerViaApi(page);
      await page.goto('/');
      await new AppShell(page).expectScreen('Dashboard');

      // A slow network: the user lookup is held until the screen has been checked (no timer: a
      // loaded machine may take longer than any delay to paint).
      let answered = false;
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/auth/user', async (route) => {
        await held;
        answered = true;
        await route.continue();
      });
      await page.goto('/journal', { waitUntil: 'commit' });
      await page.getByRole('heading', { name: 'Learning Journal' }).waitFor();
      await page.getByRole('heading', { name: 'No journal entries yet' }).waitFor();
      // All of it before the lookup answered: the frame (the main column, the sidebar or the
      // phone's bars) and the journal's own content, read on the device; nothing spins.
      expect(answered).toBe(false);
      expect(await page.locator('main').isVisible()).toBe(true);
      expect(await page.locator(device === 'phone' ? 'header' : 'aside').first().isVisible()).toBe(true);
      expect(await page.locator('.animate-spin').count()).toBe(0);
      release();
    });
  }

  it('paints a returning learner’s cards before it asks the server anything, then syncs', async () => {
    const { page } = await e2e.newSession({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true });
    await registerViaApi(page, undefined, { onboarded: false });
    // Cards with a few lines each: the largest thing on the screen.
    const lines = (topic: string) => Array.from({ length: 6 }, (_, i) => `Line ${i + 1} of what I learned about ${topic}, in enough words to wrap.`).join('\n');
    for (const title of ['Closures', 'Ownership', 'Vectors']) await createViaApi(page, '/api/journal-entries', { title, content: lines(title) });
    await page.goto('/journal');
    await page.getByRole('heading', { name: 'Vectors' }).waitFor();

    // Another device adds an entry while this one is closed.
    await createViaApi(page, '/api/journal-entries', { title: 'Kernels', content: 'Written on the laptop.' });
    // The largest paints that were a card's, as they are reported: the first may be the copy of the
    // last visit's screen (first-screen-copy.e2e.ts), which the live screen then replaces.
    await page.addInitScript(() => {
      const painted: number[] = [];
      Object.assign(window, { __cardPaints: painted });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) if (entry.element?.closest('[data-entry-id]')) painted.push(entry.startTime);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Vectors' }).waitFor();
    // The entry from the other device arrives by the sync that starts once the cards are shown.
    await page.getByRole('heading', { name: 'Kernels' }).waitFor();
    // The onboarding dialog's code comes after the cards too, and the dialog still opens.
    await page.getByRole('dialog').waitFor();
    const timeline = await page.evaluate(async () => {
      const painted = (window as unknown as { __cardPaints: number[] }).__cardPaints;
      const requests = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/api\/|onboarding-dialog/.test(entry.name))
        .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime }));
      return { painted, requests };
    });
    expect(timeline.painted.length).toBeGreaterThan(0);
    const cardsPainted = Math.min(...timeline.painted);
    // The learner lookup, today's usage, the sync round and the dialog's code (the live stream
    // never ends, so it has no entry here).
    expect(timeline.requests.map((request) => request.name)).toEqual(expect.arrayContaining(['/api/auth/user', '/api/user/usage', '/api/sync/changes']));
    for (const request of timeline.requests) expect(request.startTime, request.name).toBeGreaterThanOrEqual(cardsPainted);
  });

  it('starts a new device’s pull from the page’s head: the app takes those pages and asks for none twice', async () => {
    const account = newAccount();
    const { page: laptop } = await e2e.newSession();
    await registerViaApi(laptop, account);
    for (const title of ['Closures', 'Ownership']) await createViaApi(laptop, '/api/journal-entries', { title, content: `What I learned about ${title}.` });

    // A phone that has never seen this learner, signed in (its lookup answers who it is).
    const { page: phone } = await e2e.newSession({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true });
    const signedIn = await phone.request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
    expect(signedIn.ok()).toBe(true);
    const feed: Array<{ search: string; device: string | undefined }> = [];
    phone.on('request', (request) => {
      if (request.url().includes('/api/sync/changes')) feed.push({ search: new URL(request.url()).search, device: request.headers()['x-client-id'] });
    });
    await phone.goto('/journal');
    await phone.getByRole('heading', { name: 'Ownership' }).waitFor();
    await phone.getByRole('button', { name: 'All changes synced' }).filter({ visible: true }).waitFor();
    // Asked by the head's script, before the app made the device's id; the app took it, and did
    // not ask for it again.
    expect(feed[0]).toEqual({ search: '?since=0&limit=1000', device: undefined });
    expect(feed.filter(({ search }) => search.startsWith('?since=0&'))).toHaveLength(1);
  });

  it('fits the desktop sidebar in a 900 px tall window, This Week and Daily Usage in sight', async () => {
    await registerElsewhere('First');
    const { page } = await e2e.newSession({ viewport: { width: 1280, height: 900 } });
    const user = await registerViaApi(page);
    sql('UPDATE users SET trialStartedAt = ? WHERE id = ?', daysAgo(30), user.id);
    await page.goto('/journal');
    await new AppShell(page).expectScreen('Learning Journal');
    const week = page.getByTestId('this-week').filter({ visible: true });
    const usage = page.getByTestId('daily-usage').filter({ visible: true });
    await usage.getByText('Upgrade for Unlimited').waitFor();
    for (const card of [week, usage]) {
      const box = await card.boundingBox();
      expect(box && box.y + box.height <= 900).toBe(true);
    }
    // And the navigation above them does not need scrolling either.
    const navScroll = await page.locator('aside .overflow-y-auto').evaluate((el) => el.scrollHeight - el.clientHeight);
    expect(navScroll).toBeLessThanOrEqual(0);
  });
});

describe('the edges', () => {
  it('shows Page Not Found under the brand header', async () => {
    await e2e.page.goto('/no-such-page');
    await e2e.page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    await e2e.page.getByRole('banner').getByRole('link', { name: 'LearnLog home' }).waitFor();
  });

  it('serves a real robots.txt', async () => {
    const response = await e2e.page.request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /api/');
    expect(text).not.toContain('<html');
  });

  it('lets the device rotate, offers shortcuts and screenshots for the install sheet', async () => {
    const manifest = (await (await e2e.page.request.get('/manifest.webmanifest')).json()) as {
      orientation?: string;
      shortcuts: Array<{ name: string; url: string }>;
      screenshots: Array<{ src: string; sizes: string; form_factor: string; type: string }>;
    };
    expect(manifest.orientation ?? 'any').not.toMatch(/portrait|landscape/);
    expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
      ['New Entry', '/new-entry'],
      ['Learning Journal', '/journal'],
    ]);
    expect(new Set(manifest.screenshots.map((s) => s.form_factor))).toEqual(new Set(['narrow', 'wide']));
    for (const shot of manifest.screenshots) {
      const image = await e2e.page.request.get(shot.src);
      expect(image.status(), shot.src).toBe(200);
      expect(image.headers()['content-type']).toBe(shot.type);
      // The declared size is the image's own (PNG header: width and height at bytes 16-23).
      const bytes = await image.body();
      expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(shot.sizes);
    }
  });
});
