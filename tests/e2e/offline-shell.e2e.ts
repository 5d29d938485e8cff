import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from './support/e2e-harness';
import { registerViaApi } from './support/accounts';
import { cachedUrls, waitForServiceWorkerControl } from './support/service-worker';
import { startServer } from './support/server';
import { AppShell } from './page-models/app-shell';
import { LandingPage } from './page-models/landing-page';
import { LoginPage } from './page-models/login-page';

const e2e = useE2E();

/** True when the page really cannot reach the server (the emulation is on). */
async function serverUnreachable(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    fetch('/api/health', { cache: 'no-store' }).then(
      () => false,
      () => true,
    ),
  );
}

describe('offline app shell', () => {
  it('installs the service worker, then reloads the landing page with no network', async () => {
    const landing = new LandingPage(e2e.page);
    await landing.goto();
    expect(await waitForServiceWorkerControl(e2e.page)).toMatch(/\/sw\.js$/);

    await e2e.context.setOffline(true);
    expect(await serverUnreachable(e2e.page)).toBe(true);

    await e2e.page.reload();
    await landing.heroHeading.waitFor();
    expect(await landing.planCards.filter({ visible: true }).count()).toBe(4);

    // A deep link is a navigation too: served the same shell, routed on the device.
    await e2e.page.goto('/login');
    await new LoginPage(e2e.page).tab('Sign in').waitFor();
  });

  it('opens the signed-in app offline, with screens it has not shown yet', async () => {
    await registerViaApi(e2e.page);
    const shell = new AppShell(e2e.page);
    await e2e.page.goto('/');
    await shell.expectScreen('Dashboard');
    await waitForServiceWorkerControl(e2e.page);

    await e2e.context.setOffline(true);
    await e2e.page.reload();
    await shell.expectScreen('Dashboard');
    await shell.navLink('Learning Journal').click();
    await shell.expectScreen('Learning Journal');
    await e2e.page.goto('/resources');
    await shell.expectScreen('Learning Resources');
  });

  it('precaches the built files and never stores an /api answer', async () => {
    await registerViaApi(e2e.page);
    await e2e.page.goto('/');
    await new AppShell(e2e.page).expectScreen('Dashboard');
    await waitForServiceWorkerControl(e2e.page);
    // Calls made while the worker controls the page must go to the network only.
    await e2e.page.reload();
    await new AppShell(e2e.page).expectScreen('Dashboard');

    const urls = await cachedUrls(e2e.page);
    expect(urls.some((url) => url.startsWith('/index.html'))).toBe(true);
    expect(urls.some((url) => /^\/assets\/.+\.js/.test(url))).toBe(true);
    expect(urls.some((url) => url.startsWith('/icons/icon-192.png'))).toBe(true);
    expect(urls.filter((url) => url.startsWith('/api'))).toEqual([]);
  });

  it('still opens when the server itself is gone', async () => {
    const server = await startServer();
    const { page } = await e2e.newSession({ baseURL: server.baseUrl });
    const landing = new LandingPage(page);
    await landing.goto();
    await waitForServiceWorkerControl(page);

    await server.stop();
    await page.reload();
    await landing.heroHeading.waitFor();
    expect(await landing.footer.innerText()).toContain(`© ${new Date().getFullYear()} LearnLog`);
  });
});
