import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ONBOARDING } from '@learnlog/shared';
import { useE2E } from './support/e2e-harness';
import { VIEWPORTS } from './support/browser';
import { newAccount, registerViaApi } from './support/accounts';
import { createEntryViaApi, createGoalViaApi, createResourceViaApi, currentUserViaApi, eventually, updateProfileViaApi } from './support/learner-records';
import { AppShell } from './page-models/app-shell';
import { OnboardingDialog } from './page-models/onboarding-dialog';
import { toast } from './support/account-fixtures';

// An admin has no daily limits, so this learner can have more than 3 resources for the summary.
const walker = newAccount({ email: `walker-${randomUUID().slice(0, 8)}@example.com` });
const e2e = useE2E({ server: { env: { ADMIN_EMAILS: walker.email } } });

const DEVICES = {
  phone: { viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true },
  desktop: { viewport: VIEWPORTS.desktop },
};

/** Long enough for a dialog that would open ~1 s after load to have opened. */
const pastOpenDelay = () => new Promise((resolve) => setTimeout(resolve, ONBOARDING.openDelayMs * 2.5));

const onboardingDoneOnServer = (page: AppShell['page']) =>
  eventually(() => currentUserViaApi(page), (user) => user.onboardingCompleted, 'the onboarding flag reaching the server');

describe('onboarding', () => {
  it('walks a new learner through all five steps, and never comes back after Complete Setup', async () => {
    const { page } = e2e;
    await registerViaApi(page, walker, { onboarded: false });
    for (const title of ['SICP', 'The Pragmatic Programmer', 'React docs', 'Designing Data-Intensive Applications']) {
      await createResourceViaApi(page, { title, type: 'book' });
    }
    await createGoalViaApi(page, { title: 'Ship a side project' });
    await createEntryViaApi(page, {
      title: 'Closures click',
      content: 'A closure keeps the scope it was made in.\nSecond line.\nThird line that the preview cuts.',
      tags: ['javascript', 'functions', 'scope', 'fourth-tag'],
    });
    await updateProfileViaApi(page, { twitterHandle: '@walker' });

    await page.goto('/');
    await new AppShell(page).expectScreen('Dashboard');
    const dialog = new OnboardingDialog(page);

    // Step 1
    await dialog.expectStep('Welcome to LearnLog!');
    // Focus moves into the dialog (to the dialog itself: its title and text are read first).
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('role') ?? ''), (role) => role === 'dialog', 'focus in the dialog');
    expect(await dialog.badge.innerText()).toBe('Step 1 of 5');
    expect(await dialog.progressBar.getAttribute('aria-valuenow')).toBe('1');
    expect(await dialog.markers()).toEqual(['Welcome', 'Resources', 'Profile', 'Goals', 'Journal']);
    for (const blurb of ['Track Resources', 'Set Goals', 'Journal Progress', 'Share Journey']) {
      await dialog.root.getByText(blurb, { exact: true }).waitFor();
    }
    // Everything exists already: all five steps count as done.
    await eventually(() => dialog.completedText.innerText(), (text) => text === '5 of 5 completed', 'the step counts');
    expect(await dialog.button('Previous').count()).toBe(0);

    // Clicking outside does not dismiss it.
    await page.mouse.click(3, 3);
    await dialog.expectStep('Welcome to LearnLog!');

    // Step 2: at most 3 resources, then "...and 1 more".
    await dialog.button('Continue').click();
    await dialog.expectStep('Add Your First Learning Resource');
    expect(await dialog.badge.innerText()).toBe('Step 2 of 5');
    expect(await dialog.progressBar.getAttribute('aria-valuenow')).toBe('2');
    expect(await dialog.currentMarker()).toBe('Resources');
    expect(await dialog.summary('Your resources').getByRole('listitem').count()).toBe(3);
    await dialog.root.getByText('...and 1 more', { exact: true }).waitFor();
    expect(await dialog.root.getByRole('button', { name: 'Add Resource' }).count()).toBe(0);

    // Previous goes back, Continue forward again.
    await dialog.button('Previous').click();
    await dialog.expectStep('Welcome to LearnLog!');
    await dialog.button('Continue').click();
    await dialog.expectStep('Add Your First Learning Resource');

    // Step 3: the profile links.
    await dialog.button('Continue').click();
    await dialog.expectStep('Complete Your Profile');
    const links = dialog.root.getByRole('list', { name: 'Profile links' });
    expect((await links.getByRole('listitem').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim())).toEqual([
      'Twitter @walker',
      'LinkedIn Not added',
      'GitHub Not added',
      'Website Not added',
    ]);
    await dialog.root.getByRole('button', { name: 'Update Profile' }).waitFor();

    // Step 4: the goal.
    await dialog.button('Continue').click();
    await dialog.expectStep('Set Your First Learning Goal');
    expect(await dialog.summary('Your goals').innerText()).toContain('Ship a side project');

    // Step 5: the entry, 3 of its 4 tags; the last button reads Complete Setup.
    await dialog.button('Continue').click();
    await dialog.expectStep('Create Your First Journal Entry');
    expect(await dialog.badge.innerText()).toBe('Step 5 of 5');
    const entry = dialog.summary('Your journal entries').getByRole('listitem');
    expect(await entry.innerText()).toContain('Closures click');
    for (const tag of ['javascript', 'functions', 'scope']) await entry.getByText(tag, { exact: true }).waitFor();
    expect(await entry.getByText('fourth-tag').count()).toBe(0);
    expect(await dialog.button('Continue').count()).toBe(0);

    await dialog.button('Complete Setup').click();
    await dialog.root.waitFor({ state: 'detached' });
    await onboardingDoneOnServer(page);

    await page.reload();
    await new AppShell(page).expectScreen('Dashboard');
    await pastOpenDelay();
    expect(await dialog.root.count()).toBe(0);
    expect(e2e.errors).toEqual([]);
  });

  for (const [device, options] of Object.entries(DEVICES)) {
    it(`opens each step's dialog on its screen, then "Back to setup" returns at the next step, ${device}`, async () => {
      const { page } = await e2e.newSession(options);
      // No name yet: the profile step asks for one.
      await registerViaApi(page, newAccount({ firstName: '', lastName: '' }), { onboarded: false });
      await page.goto('/');
      const dialog = new OnboardingDialog(page);
      await dialog.expectStep('Welcome to LearnLog!');
      expect(await dialog.completedText.innerText()).toBe('1 of 5 completed');
      await dialog.button('Continue').click();

      // Step 2: Add Resource lands on /resources with Add Learning Resource open; no banner under it.
      await dialog.expectStep('Add Your First Learning Resource');
      expect(await dialog.button('Continue').isDisabled()).toBe(true);
      await dialog.root.getByRole('button', { name: 'Add Resource' }).click();
      await page.waitForURL('**/resources');
      const add = page.getByRole('dialog', { name: 'Add Learning Resource' });
      await add.getByLabel('Title', { exact: true }).fill('SICP');
      expect(await dialog.root.count()).toBe(0);
      expect(await dialog.backToSetup.count()).toBe(0);
      await add.getByRole('combobox', { name: 'Type', exact: true }).click();
      await page.getByRole('option', { name: 'Book', exact: true }).click();
      await add.getByRole('button', { name: 'Add Resource' }).click();
      await add.waitFor({ state: 'detached' });

      // Done: a banner in the page's flow (not floating), and the setup stays away until asked.
      await dialog.backToSetup.waitFor();
      expect(await dialog.backToSetup.evaluate((banner) => [getComputedStyle(banner).position, banner.closest('main') !== null])).toEqual(['static', true]);
      await page.waitForTimeout(ONBOARDING.openDelayMs * 1.5);
      expect(await dialog.root.count()).toBe(0);
      await dialog.backToSetup.getByRole('button', { name: 'Back to setup' }).click();
      await dialog.expectStep('Complete Your Profile');
      expect(await dialog.doneMarkers()).toEqual(['Welcome', 'Resources']);
      expect(await dialog.backToSetup.count()).toBe(0);

      // Step 3: name and picture first, links optional; /profile puts the cursor in First name.
      expect(await dialog.root.getByRole('list', { name: 'Name and picture' }).innerText()).toMatch(/Name\s*Not added\s*Picture\s*Not added/);
      await dialog.root.getByText('Social links (optional)').waitFor();
      await dialog.root.getByRole('button', { name: 'Update Profile' }).click();
      await page.waitForURL('**/profile');
      const firstName = page.getByLabel('First name', { exact: true });
      await eventually(() => firstName.evaluate((input) => input === document.activeElement), Boolean, 'First name focused on arrival');
      await page.getByRole('heading', { name: /Social Media\s*\(optional\)/ }).waitFor();
      await dialog.backToSetup.waitFor();
      await firstName.fill('Grace');
      await page.getByRole('button', { name: 'Save Name' }).click();
      await toast(page, 'Profile updated successfully').waitFor();
      await dialog.backToSetup.getByRole('button', { name: 'Back to setup' }).click();
      await dialog.expectStep('Set Your First Learning Goal');
      expect(await dialog.doneMarkers()).toEqual(['Welcome', 'Resources', 'Profile']);
      expect((await currentUserViaApi(page)).firstName).toBe('Grace');

      // Step 4: Create Goal opens Create Learning Goal; closed without a goal, the setup comes back at that step.
      await dialog.root.getByRole('button', { name: 'Create Goal' }).click();
      await page.waitForURL('**/goals');
      const create = page.getByRole('dialog', { name: 'Create Learning Goal' });
      await create.getByRole('button', { name: 'Cancel' }).click();
      await create.waitFor({ state: 'detached' });
      await dialog.backToSetup.getByRole('button', { name: 'Back to setup' }).click();
      await dialog.expectStep('Set Your First Learning Goal');
      expect(await dialog.button('Continue').isDisabled()).toBe(true);

      // Done this time: "Back to setup" goes on to the next step.
      await dialog.root.getByRole('button', { name: 'Create Goal' }).click();
      await create.getByLabel('Title', { exact: true }).fill('Ship a side project');
      await create.getByRole('button', { name: 'Create Goal' }).click();
      await create.waitFor({ state: 'detached' });
      await dialog.backToSetup.getByRole('button', { name: 'Back to setup' }).click();
      await dialog.expectStep('Create Your First Journal Entry');
      expect(await dialog.doneMarkers()).toEqual(['Welcome', 'Resources', 'Profile', 'Goals']);

      // It opens once: neither back/forward onto that screen nor a reload opens it again.
      await page.goBack();
      await page.goBack();
      await page.waitForURL('**/profile');
      await page.goForward();
      await page.waitForURL('**/goals');
      // (Under the setup dialog, which stays open: the screen is hidden from the accessibility tree.)
      await page.locator('h1', { hasText: 'Learning Goals' }).waitFor();
      await page.waitForTimeout(500);
      expect(await create.count()).toBe(0);
      await page.reload();
      await dialog.expectStep('Welcome to LearnLog!');
      expect(await create.count()).toBe(0);

      // Step 5: the editor opens; once the entry is saved, the setup is back with it done.
      for (let i = 0; i < 4; i++) await dialog.button('Continue').click();
      await dialog.expectStep('Create Your First Journal Entry');
      await dialog.root.getByRole('button', { name: 'Write First Entry' }).click();
      const entry = page.getByRole('dialog', { name: 'New Learning Entry' });
      await entry.getByLabel('Title', { exact: true }).fill('My first entry');
      await entry.getByRole('textbox', { name: 'Content' }).fill('Recursion is a function calling itself.');
      await entry.getByRole('button', { name: 'Save Entry' }).click();
      await page.waitForURL('**/journal');
      await dialog.expectStep('Create Your First Journal Entry');
      expect(await dialog.doneMarkers()).toEqual(['Welcome', 'Resources', 'Profile', 'Goals', 'Journal']);
      await dialog.summary('Your journal entries').getByText('My first entry').waitFor();
      expect(await dialog.button('Complete Setup').isDisabled()).toBe(false);
    });
  }

  it('finishes for good with Skip Setup', async () => {
    const { page } = e2e;
    await registerViaApi(page, newAccount(), { onboarded: false });
    await page.goto('/');
    const dialog = new OnboardingDialog(page);
    await dialog.expectStep('Welcome to LearnLog!');

    // Neither a click outside nor Escape dismisses it: Skip Setup is the way out.
    await page.mouse.click(3, 3);
    await page.keyboard.press('Escape');
    await dialog.expectStep('Welcome to LearnLog!');

    await dialog.button('Skip Setup').click();
    await dialog.root.waitFor({ state: 'detached' });
    await onboardingDoneOnServer(page);

    await page.reload();
    await new AppShell(page).expectScreen('Dashboard');
    await pastOpenDelay();
    expect(await dialog.root.count()).toBe(0);
  });
});
