/** The signed-in app's screens and dialogs as the axe walks in a11y-app.e2e.ts open them. */
import type { Locator, Page } from 'playwright-core';
import { audit, focusState, hasFocus } from './a11y-checks';
import { createEntryViaApi } from './learner-records';
import { AppShell } from '../page-models/app-shell';
import { JournalPage } from '../page-models/journal-page';
/** Each route, its h1, and a text that shows once its records are on screen. */
export const SCREENS: [path: string, heading: string, ready?: string][] = [
  ['/', 'Dashboard', 'Closures click'],
  ['/journal', 'Learning Journal', 'Closures click'],
  ['/resources', 'Learning Resources', 'Eloquent JavaScript'],
  ['/goals', 'Learning Goals', 'Ship a side project'],
  ['/calendar', 'Calendar', 'On this day'],
  ['/progress', 'Progress'],
  ['/insights', 'Insights', 'Writing per week'],
  ['/review', 'Review'],
  ['/review/cards', 'Review cards'],
  ['/sharing', 'Sharing'],
  ['/profile', 'Profile Settings'],
  ['/pricing', 'Choose Your Learning Journey'],
  ['/learn-plans', 'Learn Plans', 'Master TypeScript'],
  ['/ai-summaries', 'Learning summaries'],
  ['/premium-templates', 'Premium Templates', 'Feynman Technique Explanation'],
  ['/admin', 'Admin Panel'],
  // Payments are not configured on the test server: the screen says so.
  ['/checkout?plan=beta', 'Checkout'],
];

export function screen(path: string): (typeof SCREENS)[number] {
  const found = SCREENS.find(([p]) => p === path);
  if (!found) throw new Error(`no screen ${path}`);
  return found;
}

export async function openScreen(page: Page, [path, heading, ready]: (typeof SCREENS)[number]): Promise<void> {
  await page.goto(path);
  await new AppShell(page).expectScreen(heading);
  if (ready) await page.locator('main').getByText(ready, { exact: true }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

export async function openDialog(trigger: Locator, name: string | RegExp): Promise<Locator> {
  await trigger.click();
  const dialog = trigger.page().getByRole('dialog', { name });
  await dialog.waitFor();
  return dialog;
}

export async function closeDialog(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

/** The sync indicator: in the sidebar on desktop, in the top bar on phones. */
export function syncButton(page: Page): Locator {
  return page.getByRole('button', { name: /^(All changes synced|Syncing…|Sync problem|Offline —|Can’t reach the server|Daily limit reached|Upgrade to sync)/ }).filter({ visible: true });
}

/** Opens each dialog of the list, audits it with the page behind it, and closes it. */
export async function auditDialogs(page: Page, report: Record<string, string[]>, phone: boolean): Promise<void> {
  const journal = new JournalPage(page);
  const main = page.locator('main');
  const check = async (what: string, trigger: Locator, name: string | RegExp) => {
    const dialog = await openDialog(trigger, name);
    await audit(report, what, page);
    await closeDialog(page, dialog);
    // Escape closes it and focus goes back to the control that opened it.
    if (!(await hasFocus(trigger))) report[`${what}: focus after closing`] = [(await focusState(page)).what];
  };

  await openScreen(page, screen('/'));
  await check('sync panel', syncButton(page), /./);
  if (phone) {
    await check('menu drawer', page.getByRole('button', { name: 'Open menu' }), 'Menu');
    // The one feedback affordance lives in the menu on phones.
    await openDialog(page.getByRole('button', { name: 'Open menu' }), 'Menu');
    await check('feedback widget', page.getByRole('button', { name: 'Send feedback' }), 'Share Your Feedback');
    await closeDialog(page, page.getByRole('dialog', { name: 'Menu' }));
  } else {
    await check('feedback widget', page.getByRole('button', { name: 'Send feedback' }), 'Share Your Feedback');
  }

  await openScreen(page, screen('/journal'));
  await check('New Learning Entry dialog', journal.newEntryButton, 'New Learning Entry');
  // Saved empty: the fields show their errors.
  const newEntry = await openDialog(journal.newEntryButton, 'New Learning Entry');
  await journal.save();
  await newEntry.locator('[aria-invalid="true"]').first().waitFor();
  await audit(report, 'New Learning Entry dialog with errors', page);
  await closeDialog(page, newEntry);
  // Typed text, then Escape: "Discard changes?" first.
  const typed = await openDialog(journal.newEntryButton, 'New Learning Entry');
  await journal.field('Title').fill('Half a thought');
  await page.keyboard.press('Escape');
  await page.getByRole('alertdialog', { name: 'Discard changes?' }).waitFor();
  await audit(report, 'Discard changes? question', page);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
  await typed.waitFor({ state: 'detached' });

  // A card opens the entry as it reads; Edit is one tap away.
  await journal.card('Closures click').getByRole('button', { name: 'Closures click' }).click();
  await page.getByRole('heading', { level: 1, name: 'Closures click' }).waitFor();
  await audit(report, 'reading view', page);
  const editEntry = await openDialog(page.getByRole('button', { name: 'Edit', exact: true }), 'Edit Learning Entry');
  await editEntry.getByRole('button', { name: 'Preview', exact: true }).click();
  await editEntry.getByTestId('content-preview').getByText('closure', { exact: true }).waitFor();
  await audit(report, 'Edit Learning Entry dialog, markdown preview', page);
  await closeDialog(page, editEntry);
  await openScreen(page, screen('/journal'));
  // The delete confirmation is an alertdialog.
  await journal.card('Closures click').getByRole('button', { name: 'Delete entry' }).click();
  await page.getByRole('alertdialog').waitFor();
  await audit(report, 'Delete entry confirmation', page);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog').waitFor({ state: 'detached' });

  await openScreen(page, screen('/resources'));
  await check('Add Learning Resource dialog', main.getByRole('button', { name: 'Add Resource' }).first(), 'Add Learning Resource');
  const edit = await openDialog(page.getByRole('button', { name: 'Edit Eloquent JavaScript' }), 'Edit Resource');
  await audit(report, 'Edit Resource dialog', page);
  // A Radix Select's listbox is a popup of its own.
  await edit.getByRole('combobox', { name: 'Type', exact: true }).click();
  await page.getByRole('listbox').waitFor();
  await audit(report, 'Edit Resource type list', page);
  await page.keyboard.press('Escape');
  await closeDialog(page, edit);

  await openScreen(page, screen('/goals'));
  await check('Create Learning Goal dialog', main.getByRole('button', { name: 'New Goal' }), 'Create Learning Goal');
  await check('Edit Learning Goal dialog', page.getByRole('button', { name: 'Edit Ship a side project' }), 'Edit Learning Goal');

  // A card due today (its entry was written three days ago), before and after its context shows.
  await createEntryViaApi(page, { title: 'Event loop', content: 'Tasks, then **microtasks**.', keyLearning: 'Microtasks run before the next task', questions: 'When does rendering happen?', createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString() });
  await page.goto('/review');
  await main.getByRole('heading', { level: 2, name: 'Microtasks run before the next task' }).waitFor();
  await audit(report, '/review card', page);
  await main.getByRole('button', { name: 'Show context' }).click();
  await main.getByRole('group', { name: 'How well did you remember it?' }).waitFor();
  await audit(report, '/review card with its context', page);
  await main.getByRole('button', { name: /^Good:/ }).click();
  await main.getByRole('button', { name: 'Show context' }).click();
  await main.getByRole('button', { name: 'Answer' }).click();
  await audit(report, '/review answer form', page);
  await check('Review settings dialog', main.getByRole('button', { name: 'Settings', exact: true }), 'Review settings');

  await openScreen(page, screen('/learn-plans'));
  await check('New Learn Plan dialog', main.getByRole('button', { name: 'New Plan' }), 'New Learn Plan');
  await check('Edit Learn Plan dialog', page.getByRole('button', { name: 'Edit Master TypeScript' }), 'Edit Learn Plan');
  await check('learn plan details', main.getByRole('button', { name: 'Master TypeScript', exact: true }), 'Master TypeScript');

  // Offline: the online-only screens say so, and the indicator and its panel change their words.
  await openScreen(page, screen('/ai-summaries'));
  await page.context().setOffline(true);
  await syncButton(page).filter({ hasText: 'Offline' }).waitFor();
  await audit(report, '/ai-summaries offline', page);
  await check('sync panel offline', syncButton(page), /^Offline/);
  await page.context().setOffline(false);
}
