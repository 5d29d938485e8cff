/** The daily screens in Chromium, part 1: /resources, /goals and /progress. */
import { beforeAll, describe, expect, it } from 'vitest';
import { useE2E } from './support/e2e-harness';
import { newAccount } from './support/accounts';
import { DashboardScreen, GoalsScreen, ResourcesScreen, choose, toast } from './page-models/daily-screens';
import { ADMIN_EMAIL, eventually, post, serverResources, signIn, takeAdminSeat } from './support/daily-fixtures';
import { accountFixtures, daysAgo } from './support/account-fixtures';

const e2e = useE2E({ server: { env: { ADMIN_EMAILS: ADMIN_EMAIL } } });
beforeAll(() => takeAdminSeat(e2e));
const { sql } = accountFixtures(e2e);

describe('/resources', () => {
  it('adds resources, counts them in the tabs, searches, filters and changes a status', async () => {
    await signIn(e2e.page);
    const screen = new ResourcesScreen(e2e.page);
    await screen.goto();
    await e2e.page.getByText('No resources yet').waitFor();
    expect(await screen.tabLabels()).toEqual(['All Resources (0)', 'Reference & Study (0)', 'Media & Articles (0)']);

    await screen.addResource({ title: 'The Pragmatic Programmer', type: 'Book', tags: ['craft'] });
    await screen.addResource({ title: 'Intro to WebGPU', type: 'Video', tags: ['graphics'] });
    await screen.addResource({ title: 'CSS Grid guide', type: 'Article', url: 'https://example.com/grid' });
    await eventually(async () => (await screen.cards.count()) === 3, 'three cards');
    expect(await screen.tabLabels()).toEqual(['All Resources (3)', 'Reference & Study (1)', 'Media & Articles (2)']);

    await screen.tab(/^Media & Articles/).click();
    expect((await screen.titles()).sort()).toEqual(['CSS Grid guide', 'Intro to WebGPU']);
    await screen.tab(/^Reference & Study/).click();
    expect(await screen.titles()).toEqual(['The Pragmatic Programmer']);
    await screen.tab(/^All Resources/).click();

    // Search matches a title or a tag, and the counts follow it.
    await screen.search('GRAPHICS');
    await eventually(async () => (await screen.titles()).join() === 'Intro to WebGPU', 'the tag search');
    expect(await screen.tabLabels()).toEqual(['All Resources (1)', 'Reference & Study (0)', 'Media & Articles (1)']);
    await screen.search('grid');
    await eventually(async () => (await screen.titles()).join() === 'CSS Grid guide', 'the title search');
    await screen.search('nothing like this');
    await e2e.page.getByText('No resources found').first().waitFor();
    await screen.search('');

    // The type filter (inside the one Filters button) offers only the types present.
    await screen.openFilters();
    await e2e.page.getByRole('combobox', { name: 'Filter by type' }).click();
    expect(await e2e.page.getByRole('option').allInnerTexts()).toEqual(['All Types', 'Article', 'Book', 'Video']);
    await e2e.page.getByRole('option', { name: 'Video' }).click();
    await screen.closeFilters();
    await eventually(async () => (await screen.titles()).join() === 'Intro to WebGPU', 'the type filter');
    await screen.filterBy('Filter by type', 'All Types');

    // A status change from the card's dropdown, then the status filter finds it.
    await screen.setStatus('The Pragmatic Programmer', 'Completed');
    await toast(e2e.page, 'Resource updated').waitFor();
    await screen.filterBy('Filter by status', 'Completed');
    await eventually(async () => (await screen.titles()).join() === 'The Pragmatic Programmer', 'the status filter');
    await screen.filterBy('Filter by status', 'To Learn');
    await eventually(async () => (await screen.cards.count()) === 2, 'the to-learn filter');
    await eventually(async () => (await serverResources(e2e.page)).some((r) => r.title === 'The Pragmatic Programmer' && r.status === 'completed'), 'the synced status');
  });

  it('edits a resource, clamping its progress to 0-100, and deletes it only after confirmation', async () => {
    await signIn(e2e.page);
    await post(e2e.page, '/api/resources', { title: 'Designing Data-Intensive Applications', type: 'book' });
    const screen = new ResourcesScreen(e2e.page);
    await screen.goto();
    const card = screen.card('Designing Data-Intensive Applications');
    await card.waitFor();

    await card.getByRole('button', { name: 'Edit Designing Data-Intensive Applications' }).click();
    const edit = screen.dialogs.edit;
    await edit.waitFor();
    // The progress field is there only while the resource is in progress.
    expect(await edit.getByLabel('Progress (%)').count()).toBe(0);
    await edit.getByRole('button', { name: 'In Progress' }).click();
    await edit.getByLabel('Progress (%)').fill('150');
    await edit.getByLabel('Progress (%)').blur();
    expect(await edit.getByLabel('Progress (%)').inputValue()).toBe('100');
    await edit.getByLabel('Title', { exact: true }).fill('');
    expect(await edit.getByRole('button', { name: 'Update' }).isDisabled()).toBe(true);
    await edit.getByLabel('Title', { exact: true }).fill('DDIA');
    await edit.getByRole('button', { name: 'Update' }).click();
    await toast(e2e.page, 'Resource updated').waitFor();
    const renamed = screen.card('DDIA');
    expect(await renamed.getByTestId('resource-progress').innerText()).toBe('100%');

    await renamed.getByRole('button', { name: 'Edit DDIA' }).click();
    await edit.getByLabel('Progress (%)').fill('-20');
    await edit.getByRole('button', { name: 'Update' }).click();
    await edit.waitFor({ state: 'detached' });
    await eventually(async () => (await renamed.getByTestId('resource-progress').innerText()) === '0%', 'the clamped progress');
    await eventually(async () => (await serverResources(e2e.page)).some((r) => r.title === 'DDIA' && r.progress === 0 && r.status === 'in-progress'), 'the synced edit');

    // Delete asks first; a click outside does not dismiss the question, Cancel keeps the resource.
    await renamed.getByRole('button', { name: 'Delete DDIA' }).click();
    const confirm = e2e.page.getByRole('alertdialog', { name: 'Delete this resource?' });
    await confirm.waitFor();
    await e2e.page.mouse.click(5, 5);
    expect(await confirm.isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await renamed.isVisible()).toBe(true);

    await renamed.getByRole('button', { name: 'Delete DDIA' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(e2e.page, 'Resource deleted').waitFor();
    await renamed.waitFor({ state: 'detached' });
    await eventually(async () => (await serverResources(e2e.page)).length === 0, 'the synced delete');
  });

  it("keeps a seeker's fourth resource of the day on the device, marked with the server's reason", async () => {
    const account = newAccount();
    await signIn(e2e.page, account);
    for (const title of ['One', 'Two', 'Three']) await post(e2e.page, '/api/resources', { title, type: 'article' });
    // Past the trial (which has no daily limit): Seeker's three resources a day.
    sql('UPDATE users SET trialStartedAt = ? WHERE email = ?', daysAgo(20), account.email);
    const screen = new ResourcesScreen(e2e.page);
    await screen.goto();
    await eventually(async () => (await screen.cards.count()) === 3, 'the three synced resources');

    await screen.addResource({ title: 'Four', type: 'Article' });
    // docs/decisions.md's words for a daily-limit refusal.
    await screen.card('Four').getByText('Not synced: daily limit reached').waitFor();
    expect((await serverResources(e2e.page)).map((r) => r.title).sort()).toEqual(['One', 'Three', 'Two']);
  });
});

describe('/goals', () => {
  it('creates a goal, completes it (Completed Goals appears), pauses and deletes others', async () => {
    await signIn(e2e.page);
    const goals = new GoalsScreen(e2e.page);
    await goals.goto();
    await goals.sectionHeading(/^Active Goals \(0\)$/).waitFor();
    expect(await goals.sectionHeading(/^Completed Goals/).count()).toBe(0);

    for (const title of ['Learn Rust', 'Read SICP', 'Ship a side project']) {
      await e2e.page.getByRole('button', { name: 'New Goal' }).click();
      // The dialog's own button: the page's empty state has a Create Goal button too, until the dialog is open.
      const create = goals.dialog.getByRole('button', { name: 'Create Goal' });
      expect(await create.isDisabled()).toBe(true);
      expect(await goals.dialog.getByRole('combobox', { name: 'Priority' }).innerText()).toBe('Medium');
      await goals.dialog.getByLabel('Title', { exact: true }).fill(title);
      if (title === 'Learn Rust') {
        await choose(e2e.page, goals.dialog, 'Priority', 'High');
        await goals.dialog.getByLabel('Target date (optional)').fill('2030-06-01');
        await goals.dialog.getByLabel('Tags', { exact: true }).fill('rust, systems');
        await goals.dialog.getByLabel('Tags', { exact: true }).press('Enter');
      }
      await goals.dialog.getByRole('button', { name: 'Create Goal' }).click();
      await goals.dialog.waitFor({ state: 'detached' });
      await toast(e2e.page, 'Learning goal created').waitFor();
    }
    await goals.sectionHeading(/^Active Goals \(3\)$/).waitFor();
    const rust = goals.card('Learn Rust');
    await rust.getByText('High priority').waitFor();
    await rust.getByText('Target: Jun 1, 2030').waitFor();
    expect(await rust.getByRole('list', { name: 'Tags' }).getByRole('listitem').allInnerTexts()).toEqual(['rust', 'systems']);
    expect(await goals.card('Read SICP').getByText('Medium priority').count()).toBe(1);

    await goals.setStatus('Learn Rust', 'Completed');
    await toast(e2e.page, 'Goal updated').waitFor();
    await goals.sectionHeading(/^Completed Goals \(1\)$/).waitFor();
    await goals.sectionHeading(/^Active Goals \(2\)$/).waitFor();
    await goals.section(/^Completed Goals/).getByRole('listitem', { name: 'Learn Rust' }).waitFor();

    // A paused goal leaves Active Goals for its own section.
    await goals.setStatus('Read SICP', 'Paused');
    await goals.sectionHeading(/^Active Goals \(1\)$/).waitFor();
    await goals.section(/^Paused Goals/).getByRole('listitem', { name: 'Read SICP' }).waitFor();

    await goals.card('Ship a side project').getByRole('button', { name: 'Delete Ship a side project' }).click();
    await e2e.page.getByRole('alertdialog', { name: 'Delete this goal?' }).getByRole('button', { name: 'Delete' }).click();
    await toast(e2e.page, 'Goal deleted').waitFor();
    await goals.sectionHeading(/^Active Goals \(0\)$/).waitFor();
    await e2e.page.getByText('No active goals').waitFor();

    // The dashboard counts them from the device: 1 of the 2 remaining goals is completed.
    const dashboard = new DashboardScreen(e2e.page);
    await dashboard.goto();
    await eventually(async () => (await dashboard.statValue('Learning Goals').innerText()) === '1/2', 'the goal count');
  });
});

describe('/progress', () => {
  it('shows the figures of known data, computed on the device', async () => {
    await signIn(e2e.page, newAccount({ email: ADMIN_EMAIL }));
    const day = 24 * 60 * 60 * 1000;
    for (const daysAgo of [0, 1, 2]) {
      await post(e2e.page, '/api/journal-entries', {
        title: `Entry ${daysAgo}`,
        content: `What I learned ${daysAgo} days ago`,
        createdAt: new Date(Date.now() - daysAgo * day - 60_000).toISOString(),
      });
    }
    const resources = [
      { title: 'Book A', type: 'book', status: 'completed' },
      { title: 'Book F', type: 'book', status: 'to-learn' },
      { title: 'Course B', type: 'course', status: 'in-progress', progress: 40 },
      { title: 'Video C', type: 'video', status: 'to-learn' },
      { title: 'Article D', type: 'article', status: 'completed' },
      { title: 'Podcast E', type: 'podcast', status: 'in-progress', progress: 75 },
    ];
    for (const resource of resources) await post(e2e.page, '/api/resources', resource);
    await post(e2e.page, '/api/learning-goals', { title: 'Done goal', status: 'completed' });
    await post(e2e.page, '/api/learning-goals', { title: 'Open goal' });

    await e2e.page.goto('/progress');
    await e2e.page.getByRole('heading', { level: 1, name: 'Progress' }).waitFor();
    const dashboard = new DashboardScreen(e2e.page);
    await eventually(async () => (await dashboard.statValue('Total Resources').innerText()) === '6', 'the pulled resources');
    expect(await dashboard.statValue('Learning Streak').innerText()).toBe('3 days');
    expect(await dashboard.statValue('Completion Rate').innerText()).toBe('33%');
    expect(await dashboard.statValue('This Week').innerText()).toBe('2');

    const count = (testId: string) => e2e.page.getByTestId(testId).innerText();
    expect(await count('status-to-learn')).toMatch(/To Learn\s+2/);
    expect(await count('status-in-progress')).toMatch(/In Progress\s+2/);
    expect(await count('status-completed')).toMatch(/Completed\s+2/);
    expect(await count('type-book')).toMatch(/Book\s+2/);
    expect(await count('type-podcast')).toMatch(/Podcast\s+1/);
    expect(await e2e.page.getByTestId('type-documentation').count()).toBe(0);
    const learning = (await e2e.page.getByTestId('learning-item').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim()).sort();
    expect(learning).toEqual(['Course B 40%', 'Podcast E 75%']);

    await dashboard.goto();
    expect(await dashboard.statValue('Current Learning Streak').innerText()).toBe('3 days');
    expect(await dashboard.statValue('Resources This Month').innerText()).toBe('6');
    await dashboard.statCard('Resources This Month').getByText('2 completed this month').waitFor();
    expect(await dashboard.statValue('Learning Goals').innerText()).toBe('1/2');
    expect(await dashboard.section('Recent Journal Entries').getByTestId('recent-entry').count()).toBe(2);
    expect(await dashboard.section('Recent Journal Entries').getByTestId('recent-entry').first().innerText()).toContain('Entry 0');
    expect(await dashboard.section('Currently Learning').getByTestId('in-progress-resource').count()).toBe(2);
  });
});
