/** Learn plans in the browser (a Pro feature): create, edit, detail, delete, offline. */
import { describe, expect, it } from 'vitest';
import type { LearnPlan } from '@learnlog/shared';
import { useE2E } from './support/e2e-harness';
import { AppShell } from './page-models/app-shell';
import { apiGet, apiPost, proAdmin } from './support/pro-admin';

const e2e = useE2E();
const signInAsAdmin = proAdmin();

describe('Learn plans', () => {
  it('creates, edits, opens, and deletes a learn plan, with progress from its resources', async () => {
    const page = e2e.page;
    await signInAsAdmin(page);
    await apiPost(page, '/api/resources', { title: 'The Rust Book', type: 'book', status: 'completed' });
    await apiPost(page, '/api/resources', { title: 'Rustlings', type: 'course', status: 'in-progress' });

    await page.goto('/learn-plans');
    await new AppShell(page).expectScreen('Learn Plans');
    await page.getByRole('heading', { name: 'No Learn Plans Yet' }).waitFor();

    await page.getByRole('button', { name: 'New Plan' }).click();
    const form = page.getByRole('dialog', { name: 'New Learn Plan' });
    await form.getByRole('button', { name: 'Create Plan' }).click();
    await form.getByText('Please enter a title for your plan.').waitFor();
    await form.getByLabel('Title').fill('Learn Rust');
    await form.getByLabel('Goal').fill('Write a command-line tool');
    await form.getByLabel('Target date').fill('2030-01-15');
    await form.getByLabel('The Rust Book').check();
    await form.getByLabel('Rustlings').check();
    await form.getByRole('button', { name: 'Create Plan' }).click();
    await page.getByText('Learn plan created successfully!').waitFor();

    const card = page.getByRole('article', { name: 'Learn Rust' });
    await card.waitFor();
    expect(await card.getByText('2 resources').count()).toBe(1);
    expect(await card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');

    await card.getByRole('button', { name: 'Edit Learn Rust' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Learn Plan' });
    await edit.getByLabel('Goal').fill('Ship a command-line tool');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Learn plan updated successfully!').waitFor();
    await card.getByText('Ship a command-line tool').waitFor();

    await card.getByRole('button', { name: 'Learn Rust', exact: true }).click();
    const detail = page.getByRole('dialog', { name: 'Learn Rust' });
    await detail.getByText('Ship a command-line tool').waitFor();
    const resources = detail.getByRole('listitem').filter({ hasText: 'The Rust Book' });
    expect(await resources.innerText()).toContain('Completed');
    expect(await detail.getByRole('listitem').filter({ hasText: 'Rustlings' }).innerText()).toContain('In Progress');
    await detail.getByText('50% · 1 of 2 steps done: 0 of 0 milestones, 1 of 2 linked resources completed').waitFor();
    // Milestones come from the server once the plan is there, and count with the resources.
    await detail.getByRole('textbox', { name: 'New milestone' }).fill('Finish chapter 4');
    await detail.getByRole('button', { name: 'Add milestone' }).click();
    await detail.getByRole('checkbox', { name: 'Finish chapter 4' }).waitFor();
    await detail.getByText('33% · 1 of 3 steps done: 0 of 1 milestones, 1 of 2 linked resources completed').waitFor();
    await detail.getByRole('checkbox', { name: 'Finish chapter 4' }).click();
    await detail.getByText('67% · 2 of 3 steps done: 1 of 1 milestones, 1 of 2 linked resources completed').waitFor();
    await detail.getByRole('button', { name: 'Close' }).click();
    await card.getByRole('progressbar').and(page.locator('[aria-valuenow="67"]')).waitFor();

    await card.getByRole('button', { name: 'Delete Learn Rust' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete this learn plan?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Learn plan deleted successfully!').waitFor();
    await card.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'No Learn Plans Yet' }).waitFor();
    expect(e2e.errors).toEqual([]);
  });

  it('creates a learn plan offline, and it reaches the server when the connection is back', async () => {
    const page = e2e.page;
    await signInAsAdmin(page);
    await page.goto('/learn-plans');
    await new AppShell(page).expectScreen('Learn Plans');

    await e2e.context.setOffline(true);
    await page.getByRole('button', { name: 'New Plan' }).click();
    const form = page.getByRole('dialog', { name: 'New Learn Plan' });
    await form.getByLabel('Title').fill('Offline plan');
    await form.getByLabel('Goal').fill('Written on a train');
    await form.getByRole('button', { name: 'Create Plan' }).click();
    const card = page.getByRole('article', { name: 'Offline plan' });
    await card.waitFor();
    const pending = card.getByTitle('Not on the server yet');
    await pending.waitFor();

    await e2e.context.setOffline(false);
    await pending.waitFor({ state: 'detached' });
    const plans = await apiGet<LearnPlan[]>(page, '/api/learn-plans');
    expect(plans.map((p) => [p.title, p.goal])).toContainEqual(['Offline plan', 'Written on a train']);
  });
});
