/**
 * The app installed on an iPhone's home screen (issue 30): its icon, title and status bar, and
 * nothing under the notch or the home indicator, upright or on its side (safe areas emulated
 * through the DevTools protocol).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, registerViaApi } from './support/accounts';
import { useE2E } from './support/e2e-harness';

const e2e = useE2E();

const NOTCH = { top: 47, bottom: 34, left: 0, right: 0 };
const ON_ITS_SIDE = { top: 0, bottom: 21, left: 47, right: 47 };

async function emulateSafeArea(page: Page, insets: typeof NOTCH): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setSafeAreaInsetsOverride' as never, { insets } as never);
}

/** Boxes of everything a learner can tap or read in the frame's bars and the screen's title. */
function frameBoxes(page: Page) {
  return page.evaluate(() => {
    const box = (element: Element | null) => {
      if (!element) return null;
      const { top, bottom, left, right } = element.getBoundingClientRect();
      return { top, bottom, left, right };
    };
    const tappable = Array.from(document.querySelectorAll('header a, header button, nav[aria-label="Quick"] a'));
    return {
      width: window.innerWidth,
      height: window.innerHeight,
      tappable: tappable.map(box),
      title: box(document.querySelector('main h1')),
    };
  });
}

describe('on an iPhone home screen', () => {
  it('has its icon, name and status bar', async () => {
    const { page } = e2e;
    await page.goto('/');
    const head = await page.evaluate(() => ({
      icon: document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href'),
      title: document.querySelector('meta[name="apple-mobile-web-app-title"]')?.getAttribute('content'),
      statusBar: document.querySelector('meta[name="apple-mobile-web-app-status-bar-style"]')?.getAttribute('content'),
      viewport: document.querySelector('meta[name="viewport"]')?.getAttribute('content'),
    }));
    expect(head).toMatchObject({ title: 'LearnLog', statusBar: 'default' });
    expect(head.viewport).toContain('viewport-fit=cover');
    const icon = await page.request.get(head.icon ?? '');
    expect(icon.headers()['content-type']).toBe('image/png');
  });

  it('keeps the bars and the title clear of the notch and the home indicator', async () => {
    for (const [viewport, insets] of [
      [{ width: 390, height: 844 }, NOTCH],
      [{ width: 844, height: 390 }, ON_ITS_SIDE],
    ] as const) {
      const { page, errors } = await e2e.newSession({ viewport, isMobile: true, hasTouch: true });
      await registerViaApi(page, newAccount());
      await emulateSafeArea(page, insets);
      await page.goto('/journal');
      await page.getByRole('heading', { level: 1, name: 'Learning Journal' }).waitFor();
      expect(errors, 'console errors on a normal load (a CSP report among them)').toEqual([]);
      const frame = await frameBoxes(page);
      expect(frame.tappable.length).toBeGreaterThan(4);
      for (const item of [...frame.tappable, frame.title]) {
        if (!item) continue;
        expect(item.top, JSON.stringify({ viewport, item })).toBeGreaterThanOrEqual(insets.top);
        expect(item.bottom).toBeLessThanOrEqual(frame.height - insets.bottom);
        expect(item.left).toBeGreaterThanOrEqual(insets.left);
        expect(item.right).toBeLessThanOrEqual(frame.width - insets.right);
      }
    }
  });
});
