import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/e2e-harness';
import { waitForServiceWorkerControl } from './support/service-worker';
import { LandingPage } from './page-models/landing-page';
import { precompressFile } from '../../scripts/vite/precompress';

// This file's server runs a private copy of the build, which the test "releases" anew.
const e2e = useE2E({ server: { privateBuild: true } });

type MarkedWindow = Window & { beforeUpdate?: boolean };

describe('app update prompt', () => {
  it('offers a Reload when a new version is waiting, and reloads into it only when asked', async () => {
    const landing = new LandingPage(e2e.page);
    await landing.goto();
    const firstWorker = await waitForServiceWorkerControl(e2e.page);

    // A release changes the worker's bytes, which is what makes the browser install it (and the
    // build writes its compressed copies anew, which the server sends).
    const worker = path.join(e2e.server.appDistDir, 'sw.js');
    await appendFile(worker, `\n// release ${Date.now()}\n`);
    await precompressFile(worker);
    await e2e.page.evaluate(async () => {
      (window as MarkedWindow).beforeUpdate = true;
      await (await navigator.serviceWorker.getRegistration())?.update();
    });

    await e2e.page.getByText('A new version of LearnLog is ready').waitFor();
    // Nothing swaps under the learner: the page is the same until they choose to reload.
    expect(await e2e.page.evaluate(() => (window as MarkedWindow).beforeUpdate)).toBe(true);
    expect(await e2e.page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state)).toBe(
      'installed',
    );

    await Promise.all([e2e.page.waitForEvent('load'), e2e.page.getByRole('button', { name: 'Reload' }).click()]);
    await landing.heroHeading.waitFor();
    expect(await e2e.page.evaluate(() => (window as MarkedWindow).beforeUpdate)).toBeUndefined();
    expect(await waitForServiceWorkerControl(e2e.page)).toBe(firstWorker);
    expect(await e2e.page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
  });
});
