/** The daily screens in Chromium, part 2: the dashboard and offline use. */
import { beforeAll, describe, expect, it } from 'vitest';
import { useE2E } from './support/e2e-harness';
import { newAccount } from './support/accounts';
import { waitForServiceWorkerControl } from './support/service-worker';
import { DashboardScreen, ResourcesScreen, choose, toast } from './page-models/daily-screens';
import { accountFixtures, daysAgo } from './support/account-fixtures';
import { ADMIN_EMAIL, eventually, serverResources, signIn, takeAdminSeat } from './support/daily-fixtures';

const e2e = useE2E({ server: { env: { ADMIN_EMAILS: ADMIN_EMAIL } } });
beforeAll(() => takeAdminSeat(e2e));
const { sql } = accountFixtures(e2e);

describe('dashboard', () => {
  it('greets a new learner by first name and shows empty states with create buttons', async () => {
    await signIn(e2e.page, newAccount({ firstName: 'Ada' }));
    const dashboard = new DashboardScreen(e2e.page);
    await dashboard.goto();

    // A new account is welcomed, not welcomed back.
    expect(await dashboard.main.getByTestId('greeting').innerText()).toBe('Welcome, Ada!');
    await dashboard.main.getByText('Ready to continue your learning journey?').waitFor();
    expect(await dashboard.statValue('Current Learning Streak').innerText()).toBe('0 days');
    expect(await dashboard.statValue('Resources This Month').innerText()).toBe('0');
    expect(await dashboard.statValue('Learning Goals').innerText()).toBe('0/0');
    expect(await dashboard.statCard('Learning Goals').getByRole('link', { name: 'View goals' }).getAttribute('href')).toBe('/goals');

    const entries = dashboard.section('Recent Journal Entries');
    await entries.getByText('No journal entries yet').waitFor();
    expect(await entries.getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('/journal');
    await entries.getByRole('button', { name: 'Write your first entry' }).waitFor();

    const learning = dashboard.section('Currently Learning');
    await learning.getByText('No resources in progress').waitFor();
    expect(await learning.getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('/resources');
    await learning.getByRole('button', { name: 'Add Resource' }).waitFor();

    await dashboard.main.getByRole('button', { name: 'New Entry' }).waitFor();
    expect(e2e.errors).toEqual([]);
  });

  it("welcomes a learner back the next day, and says 'there' without a first name", async () => {
    const account = { email: newAccount().email, password: newAccount().password };
    await signIn(e2e.page, account);
    const dashboard = new DashboardScreen(e2e.page);
    await dashboard.goto();
    await dashboard.main.getByText('Welcome, there!').waitFor();
    sql('UPDATE users SET createdAt = ? WHERE email = ?', daysAgo(1.5), account.email);
    await dashboard.goto();
    await dashboard.main.getByText('Welcome back, there!').waitFor();
  });

  it('adds a resource from the dashboard: it shows in progress, counts this month and reaches the server', async () => {
    await signIn(e2e.page);
    const dashboard = new DashboardScreen(e2e.page);
    await dashboard.goto();

    await dashboard.main.getByRole('button', { name: 'Add Resource' }).first().click();
    const submit = dashboard.dialogs.add.getByRole('button', { name: 'Add Resource' });
    expect(await submit.isDisabled()).toBe(true);
    await dashboard.dialogs.add.getByLabel('Title', { exact: true }).fill('Rust in Action');
    // Title alone is not enough: the type is required too.
    expect(await submit.isDisabled()).toBe(true);
    await choose(e2e.page, dashboard.dialogs.add, 'Type', 'Book');
    await dashboard.dialogs.add.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'In Progress', exact: true }).click();
    await submit.click();
    await toast(e2e.page, 'Resource added').waitFor();
    await e2e.page.getByText('Your learning resource has been saved successfully.').waitFor();

    await dashboard.section('Currently Learning').getByTestId('in-progress-resource').filter({ hasText: 'Rust in Action' }).waitFor();
    await eventually(async () => (await dashboard.statValue('Resources This Month').innerText()) === '1', 'the month count');
    await eventually(async () => (await serverResources(e2e.page)).some((r) => r.title === 'Rust in Action' && r.status === 'in-progress'), 'the server copy');
  });
});

describe('offline', () => {
  it('adds a resource with no network, shows it as not synced, and syncs it on reconnect', async () => {
    await signIn(e2e.page);
    const dashboard = new DashboardScreen(e2e.page);
    await dashboard.goto();
    // The worker serves the other screens' code once the network is gone.
    await waitForServiceWorkerControl(e2e.page);
    await e2e.context.setOffline(true);

    await e2e.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Resources', exact: true }).click();
    const screen = new ResourcesScreen(e2e.page);
    await e2e.page.getByText('No resources yet').waitFor();
    await screen.addResource({ title: 'Offline reading', type: 'Article' });
    await toast(e2e.page, 'Resource added').waitFor();
    const card = screen.card('Offline reading');
    await card.getByTitle('Not on the server yet').waitFor();
    expect(await screen.tabLabels()).toEqual(['All Resources (1)', 'Reference & Study (0)', 'Media & Articles (1)']);

    await e2e.context.setOffline(false);
    await eventually(async () => (await serverResources(e2e.page)).some((r) => r.title === 'Offline reading'), 'the reconnect sync');
    await eventually(async () => (await card.getByTitle('Not on the server yet').count()) === 0, 'the marker to clear');
  });
});
