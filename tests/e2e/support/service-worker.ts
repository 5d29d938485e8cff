import type { BrowserContext, Page } from 'playwright-core';

/** Waits until the page's service worker is active and controls the page (it claims on first install). */
export async function waitForServiceWorkerControl(page: Page, timeoutMs = 20_000): Promise<string> {
  // The predicate must be synchronous: waitForFunction treats a returned promise as truthy.
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    timeout: timeoutMs,
    polling: 100,
  });
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

/** Every URL in the page's Cache Storage, across caches. */
export async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname + new URL(request.url).search);
    }
    return urls;
  });
}

/**
 * Fires the worker's Background Sync event the way the browser does when the connection returns.
 * A same-origin page that runs no app code gives DevTools a handle on the worker's registration;
 * it stays open so the caller can read the server through it.
 */
export async function fireBackgroundSync(context: BrowserContext, tag = 'learnlog-outbox'): Promise<Page> {
  const probe = await context.newPage();
  await probe.goto('/manifest.webmanifest');
  const cdp = await context.newCDPSession(probe);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((r) => !r.isDeleted);
      if (found) resolve(found.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(probe.url()).origin;
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId: await registration, tag, lastChance: false });
  return probe;
}
