import type { Page } from 'playwright-core';

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
