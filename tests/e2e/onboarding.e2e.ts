import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ONBOARDING } from '@learnlog/shared';
import { useE2E } from './support/e2e-harness';
import { newAccount, registerViaApi } from './support/accounts';
import { createEntryViaApi, createGoalViaApi, createResourceViaApi, currentUserViaApi, eventually, updateProfileViaApi } from './support/learner-records';
import { AppShell } from './page-models/app-shell';
import { OnboardingDialog } from './page-models/onboarding-dialog';

// An admin has no daily limits, so this learner can have more than 3 resources for the summary.
const walker = newAccount({ email: `walker-${randomUUID().slice(0, 8)}@example.com` });
const e2e = useE2E({ server: { env: { ADMIN_EMAILS: walker.email } } });

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

  it('keeps Continue off until a step is done, sends Add Resource to /resources, and comes back at that step', async () => {
    const { page } = e2e;
    await registerViaApi(page, newAccount(), { onboarded: false });
    await page.goto('/');
    const dialog = new OnboardingDialog(page);
    await dialog.expectStep('Welcome to LearnLog!');
    expect(await dialog.completedText.innerText()).toBe('1 of 5 completed');
    await dialog.button('Continue').click();

    await dialog.expectStep('Add Your First Learning Resource');
    expect(await dialog.button('Continue').isDisabled()).toBe(true);
    await dialog.root.getByRole('button', { name: 'Add Resource' }).click();
    await page.waitForURL('**/resources');
    await dialog.root.waitFor({ state: 'detached' });

    // The learner moves on to another screen: the dialog is back where they left it.
    await new AppShell(page).navLink('Learning Goals').click();
    await dialog.expectStep('Add Your First Learning Resource');
    expect(await dialog.badge.innerText()).toBe('Step 2 of 5');
  });

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
