/**
 * Point 5 of the first week: no screen is wider than a 360 px phone; one feedback affordance that
 * floats over nothing; toasts never hide a screen's title or its actions.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from './support/e2e-harness';
import { VIEWPORTS } from './support/browser';
import { newAccount, registerViaApi } from './support/accounts';
import { createEntryViaApi, createGoalViaApi, createResourceViaApi } from './support/learner-records';
import { AppShell } from './page-models/app-shell';
import { JournalPage } from './page-models/journal-page';

const ADMIN = `layout-admin-${Date.now()}@example.com`;
const e2e = useE2E({ server: { env: { ADMIN_EMAILS: ADMIN } } });

const LONG = 'Supercalifragilisticexpialidocious-and-more-words-without-any-spaces';

/** An admin (every screen) whose records are as awkward as a phone gets: long words, wide tables. */
async function awkwardLearner(page: Page): Promise<{ entryId: number; shareId: string; username: string }> {
  const user = await registerViaApi(page, newAccount({ email: ADMIN }));
  await page.request.post('/api/share-settings', { data: { sharePageEnabled: true, sharePageBio: `Learning in public. ${LONG}` } });
  await page.request.put('/api/user/profile', {
    data: { twitterHandle: '@adalovelace_the_first_programmer_ever', linkedinProfile: `https://www.linkedin.com/in/${LONG}`, websiteUrl: `https://example.com/${LONG}` },
  });
  await createResourceViaApi(page, { title: LONG, type: 'book', status: 'in-progress', progress: 40, tags: [LONG.slice(0, 40)], url: `https://example.com/${LONG}` });
  await createGoalViaApi(page, { title: LONG, targetDate: '2024-01-01', tags: [LONG.slice(0, 40)] });
  const content = `# ${LONG}\n\n${LONG}${LONG}\n\n| a | b | c | d | e | f |\n|---|---|---|---|---|---|\n| ${LONG} | 2 | 3 | 4 | 5 | 6 |\n\n\`\`\`\n${'x'.repeat(300)}\n\`\`\``;
  const entry = await createEntryViaApi(page, { title: LONG, content, keyLearning: LONG, questions: LONG, tags: [LONG.slice(0, 40), 'second'], isPublic: true });
  await page.request.post('/api/learn-plans', { data: { title: LONG, goal: LONG } });
  return { entryId: entry.id, shareId: entry.shareId ?? '', username: user.username ?? '' };
}

/** The page's width at rest: once the animations that end (a dialog or toast coming in) have ended. */
async function widthOf(page: Page): Promise<{ scroll: number; client: number }> {
  return page.evaluate(async () => {
    const ending = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    return { scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth };
  });
}

describe('the phone', () => {
  it('has no screen wider than 360 px', async () => {
    const { page } = await e2e.newSession({ viewport: VIEWPORTS.smallPhone, isMobile: true, hasTouch: true });
    const { entryId, shareId, username } = await awkwardLearner(page);
    const routes = [
      '/', '/journal', `/journal/entry/${entryId}`, '/new-entry', '/resources', '/goals', '/progress', '/sharing', '/profile',
      '/pricing', '/learn-plans', '/ai-summaries', '/premium-templates', '/admin', '/checkout?plan=beta',
      `/share/${username}`, `/journal/${shareId}`, '/no-such-page',
    ];
    const wide: string[] = [];
    for (const route of routes) {
      await page.goto(route);
      // /new-entry opens its dialog over the list (which then hides from the accessibility tree).
      await page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first().waitFor();
      await page.waitForLoadState('networkidle');
      const { scroll, client } = await widthOf(page);
      if (scroll > client) wide.push(`${route}: ${scroll} px`);
    }
    // Signed out: the landing page and the sign-in screen.
    await page.request.post('/api/auth/logout');
    for (const route of ['/', '/login']) {
      await page.goto(route);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const { scroll, client } = await widthOf(page);
      if (scroll > client) wide.push(`${route} (signed out): ${scroll} px`);
    }
    expect(wide).toEqual([]);
  });

  for (const [device, options] of Object.entries({
    phone: { viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true },
    desktop: { viewport: VIEWPORTS.desktop },
  })) {
    it(`has one feedback affordance, floating over nothing, and keeps toasts off the title's actions, ${device}`, async () => {
      const { page } = await e2e.newSession(options);
      await registerViaApi(page);
      await createEntryViaApi(page, { title: 'Closures', content: 'Keep their scope.' });
      const journal = new JournalPage(page);
      await journal.goto();
      await journal.card('Closures').waitFor();

      // Nothing floats over the screen but the frame itself (phone bars, desktop sidebar).
      const floating = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((el) => getComputedStyle(el).position === 'fixed' && el.getClientRects().length > 0)
          .filter((el) => !el.closest('aside, nav[aria-label="Quick"], header, [data-sonner-toaster]'))
          .map((el) => el.outerHTML.slice(0, 80)),
      );
      expect(floating).toEqual([]);

      const shell = new AppShell(page);
      if (device === 'phone') await shell.openMenu();
      await page.getByRole('button', { name: 'Send feedback' }).click();
      await page.getByRole('dialog', { name: 'Share Your Feedback' }).waitFor();
      expect(await page.getByRole('button', { name: /feedback/i }).filter({ visible: true }).count()).toBeLessThanOrEqual(2);
      await page.keyboard.press('Escape');
      if (device === 'phone') await page.keyboard.press('Escape');

      await journal.card('Closures').getByRole('button', { name: 'Add to favorites' }).click();
      const toast = journal.toast('Added to favorites');
      await toast.waitFor();
      // Where it settles, once it has slid in.
      await page.waitForTimeout(800);
      const box = await toast.boundingBox();
      const title = await journal.heading.boundingBox();
      const action = await journal.newEntryButton.boundingBox();
      expect(box && title && action).toBeTruthy();
      if (!box || !title || !action) return;
      const overlaps = (a: typeof box, b: typeof box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlaps(box, title)).toBe(false);
      expect(overlaps(box, action)).toBe(false);
      if (device === 'phone') {
        const bar = await shell.bottomNav.boundingBox();
        expect(bar && box.y + box.height <= bar.y).toBe(true);
      }
    });
  }
});
