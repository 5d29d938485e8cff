/** Accounts in the browser, part 2: profile settings, the sidebar's plan and usage, the feedback widget. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SEEKER_DAILY_LIMITS } from '@learnlog/shared';
import { useE2E } from './support/e2e-harness';
import { newAccount, registerViaApi } from './support/accounts';
import { AppShell } from './page-models/app-shell';
import { VIEWPORTS } from './support/browser';
import { accountFixtures, createViaApi, daysAgo, toast } from './support/account-fixtures';

const e2e = useE2E();
const { sql, sqlAll, registerElsewhere } = accountFixtures(e2e);

beforeAll(async () => {
  // The first account on a server is an admin; take that seat so the learners below are not.
  await registerElsewhere('First');
});

/** A real PNG drawn by the browser, 600 × 400. */
async function pngOf(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (context) {
        context.fillStyle = '#4f46e5';
        context.fillRect(0, 0, w, h);
      }
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    },
    [width, height] as const,
  );
  return Buffer.from(base64, 'base64');
}

describe('Profile settings', () => {
  it('uploads a scaled picture and saves the social fields, both still there after a reload', async () => {
    const user = await registerViaApi(e2e.page);
    const shell = new AppShell(e2e.page);
    await e2e.page.goto('/profile');
    await shell.expectScreen('Profile Settings');
    await e2e.page.getByText('No social media profiles connected').waitFor();

    const input = e2e.page.getByTestId('profile-picture-input');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await toast(e2e.page, 'Invalid file type', 'Please select a valid image file').waitFor();

    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pngOf(e2e.page, 600, 400) });
    await toast(e2e.page, 'Image uploaded', 'Profile picture updated successfully').waitFor();
    const picture = e2e.page.getByTestId('profile-picture');
    await picture.waitFor();
    const size = await picture.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight, img.src.slice(0, 23)]);
    expect(size).toEqual([300, 200, 'data:image/jpeg;base64,']);

    await e2e.page.getByLabel('Twitter handle', { exact: true }).fill('@ada');
    await e2e.page.getByLabel('GitHub handle', { exact: true }).fill('ada-l');
    await e2e.page.getByLabel('Website URL', { exact: true }).fill('https://ada.dev');
    const networks = e2e.page.getByTestId('connected-networks');
    expect((await networks.getByRole('link').allInnerTexts()).join('|')).toMatch(/^Twitter\s*@ada\|GitHub\s*ada-l\|Website\s*https:\/\/ada\.dev$/);
    await e2e.page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(e2e.page, 'Profile updated successfully').waitFor();

    const stored = sqlAll<Record<string, string | null>>('SELECT twitterHandle, githubHandle, websiteUrl, linkedinProfile FROM users WHERE id = ?', user.id)[0];
    expect(stored).toEqual({ twitterHandle: '@ada', githubHandle: 'ada-l', websiteUrl: 'https://ada.dev', linkedinProfile: null });

    await e2e.page.reload();
    await shell.expectScreen('Profile Settings');
    expect(await e2e.page.getByLabel('Twitter handle', { exact: true }).inputValue()).toBe('@ada');
    expect(await e2e.page.getByLabel('GitHub handle', { exact: true }).inputValue()).toBe('ada-l');
    expect(await networks.getByRole('link').count()).toBe(3);
    expect(await networks.getByRole('link', { name: /GitHub/ }).getAttribute('href')).toBe('https://github.com/ada-l');
    await picture.waitFor();
    // The sidebar shows the new picture in place of the initial.
    expect(await e2e.page.getByTestId('user-initial').filter({ visible: true }).count()).toBe(0);
  });

  it('says plainly that saving needs a connection when offline', async () => {
    await registerViaApi(e2e.page);
    const shell = new AppShell(e2e.page);
    await e2e.page.goto('/profile');
    await shell.expectScreen('Profile Settings');
    await e2e.context.setOffline(true);
    await e2e.page.getByText('Profile changes need a connection.', { exact: false }).waitFor();
    expect(await e2e.page.getByRole('button', { name: 'Save Changes' }).isDisabled()).toBe(true);
    expect(await e2e.page.getByRole('button', { name: 'Upload Picture' }).isDisabled()).toBe(true);
  });
});

describe('Sidebar', () => {
  it("shows the seeker's plan badge, This Week counts and Daily Usage, last known offline", async () => {
    const user = await registerViaApi(e2e.page, newAccount({ firstName: 'Grace' }));
    await createViaApi(e2e.page, '/api/journal-entries', { title: 'Closures', content: 'A function and its scope.' });
    await createViaApi(e2e.page, '/api/resources', { title: 'SICP', type: 'book' });
    await createViaApi(e2e.page, '/api/resources', { title: 'CS50', type: 'course', status: 'completed' });
    // Made today, but dated ten days back in the records: today's usage counts it, This Week does not.
    await createViaApi(e2e.page, '/api/resources', { title: 'Old talk', type: 'video' });
    sql("UPDATE resources SET createdAt = ? WHERE userId = ? AND title = 'Old talk'", daysAgo(10), user.id);
    // The trial is over: a seeker, with Seeker's daily limits (today's creates count).
    sql('UPDATE users SET trialStartedAt = ? WHERE id = ?', daysAgo(20), user.id);

    const shell = new AppShell(e2e.page);
    await e2e.page.goto('/');
    await shell.expectScreen('Dashboard');
    const visible = (testId: string) => e2e.page.getByTestId(testId).filter({ visible: true });
    expect(await visible('user-plan').innerText()).toBe('Seeker');
    expect(await visible('user-initial').innerText()).toBe('G');

    const week = visible('this-week');
    await e2e.page.waitForFunction(() => document.querySelector('[data-testid="this-week"]')?.textContent?.includes('Completed1'));
    expect(await week.innerText()).toMatch(/Journal entries\s*1\s*Resources added\s*2\s*Completed\s*1/);

    const usage = visible('daily-usage');
    const limits = `Journal entries\\s*1/${SEEKER_DAILY_LIMITS.journalEntries}\\s*Resources\\s*3/${SEEKER_DAILY_LIMITS.resources}`;
    await e2e.page.waitForFunction((pattern) => new RegExp(pattern).test((document.querySelector('[data-testid="daily-usage"]') as HTMLElement | null)?.innerText ?? ''), limits);
    expect(await usage.innerText()).not.toContain('Last known');

    await e2e.context.setOffline(true);
    await usage.getByText('Last known figures (offline)').waitFor();
    expect(await usage.innerText()).toMatch(new RegExp(limits));
    await e2e.context.setOffline(false);

    await usage.getByRole('link', { name: 'Upgrade for Unlimited' }).click();
    await e2e.page.waitForURL('**/pricing');
  });

  it('shows no Daily Usage card on an unlimited plan, and the plan badge of the plan', async () => {
    const user = await registerViaApi(e2e.page);
    sql("UPDATE users SET subscriptionType = 'sage' WHERE id = ?", user.id);
    const shell = new AppShell(e2e.page);
    await e2e.page.goto('/journal');
    await shell.expectScreen('Learning Journal');
    expect(await e2e.page.getByTestId('user-plan').filter({ visible: true }).innerText()).toBe('Sage');
    await e2e.page.getByTestId('this-week').filter({ visible: true }).waitFor();
    expect(await e2e.page.getByTestId('daily-usage').count()).toBe(0);
  });
});

describe('Feedback widget', () => {
  it('sends a typed message with the current page, then thanks the learner', async () => {
    const user = await registerViaApi(e2e.page);
    const shell = new AppShell(e2e.page);
    await e2e.page.goto('/journal');
    await shell.expectScreen('Learning Journal');

    await e2e.page.getByRole('button', { name: 'Send feedback' }).click();
    const dialog = e2e.page.getByRole('dialog', { name: 'Share Your Feedback' });
    await dialog.waitFor();
    const send = dialog.getByRole('button', { name: 'Send Feedback' });
    expect(await send.isDisabled()).toBe(true);
    for (const label of ['Bug Report', 'Feature Request', 'Improvement Suggestion', 'General Feedback', 'Need Help']) {
      await dialog.getByText(label, { exact: true }).waitFor();
    }
    expect(await dialog.getByLabel('Email').inputValue()).toBe(user.email);

    await dialog.getByText('Feature Request', { exact: true }).click();
    await dialog.getByLabel('Message').fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await dialog.getByLabel('Message').fill('  A dark theme toggle, please.  ');
    await send.click();
    await toast(e2e.page, 'Feedback sent!', "Thank you for your feedback. We'll get back to you soon.").waitFor();
    await dialog.waitFor({ state: 'detached' });

    const rows = sqlAll<Record<string, unknown>>('SELECT type, message, email, currentPage FROM feedback WHERE userId = ?', user.id);
    expect(rows).toEqual([{ type: 'feature', message: 'A dark theme toggle, please.', email: user.email, currentPage: '/journal' }]);
  });

  it("lives in the phone's menu, floating over nothing, and says offline that sending waits", async () => {
    const phone = await e2e.newSession({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true });
    await registerViaApi(phone.page);
    await phone.page.goto('/journal');
    const shell = new AppShell(phone.page);
    await shell.expectScreen('Learning Journal');
    expect(await phone.page.getByRole('button', { name: 'Send feedback' }).filter({ visible: true }).count()).toBe(0);
    await shell.openMenu();
    await phone.page.getByRole('button', { name: 'Send feedback' }).click();
    const dialog = phone.page.getByRole('dialog', { name: 'Share Your Feedback' });
    await dialog.getByLabel('Message').fill('Lovely on the train.');
    await phone.context.setOffline(true);
    await dialog.getByText('Sending feedback needs a connection.', { exact: false }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Send Feedback' }).isDisabled()).toBe(true);
  });
});
