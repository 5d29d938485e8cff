/** The daily screens in Chromium, part 2: the dashboard, its feedback dialog, and offline use. */
import { beforeAll, describe, expect, it } from 'vitest';
import { useE2E } from './support/e2e-harness';
import { newAccount } from './support/accounts';
import { waitForServiceWorkerControl } from './support/service-worker';
import { DashboardScreen, FeedbackDialogModel, ResourcesScreen, choose, toast } from './page-models/daily-screens';
import { ADMIN_EMAIL, eventually, serverResources, signIn, takeAdminSeat } from './support/daily-fixtures';

const e2e = useE2E({ server: { env: { ADMIN_EMAILS: ADMIN_EMAIL } } });
beforeAll(() => takeAdminSeat(e2e));

describe('dashboard', () => {
  it('greets the learner by first name and shows empty states with create buttons', async () => {
    await signIn(e2e.page, newAccount({ firstName: 'Ada' }));
    const dashboard = new DashboardScreen(e2e.page);
    await dashboard.goto();

    await dashboard.main.getByText('Welcome back, Ada!').waitFor();
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

  it("says 'there' when the learner has no first name", async () => {
    await signIn(e2e.page, { email: newAccount().email, password: newAccount().password });
    const dashboard = new DashboardScreen(e2e.page);
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
    await choose(e2e.page, dashboard.dialogs.add, 'Status', 'In Progress');
    await submit.click();
    await toast(e2e.page, 'Resource added').waitFor();
    await e2e.page.getByText('Your learning resource has been saved successfully.').waitFor();

    await dashboard.section('Currently Learning').getByTestId('in-progress-resource').filter({ hasText: 'Rust in Action' }).waitFor();
    await eventually(async () => (await dashboard.statValue('Resources This Month').innerText()) === '1', 'the month count');
    await eventually(async () => (await serverResources(e2e.page)).some((r) => r.title === 'Rust in Action' && r.status === 'in-progress'), 'the server copy');
  });
});

describe('feedback dialog', () => {
  it('checks the fields, counts characters live and sends type, subject, message, url and userAgent', async () => {
    await signIn(e2e.page);
    await new DashboardScreen(e2e.page).goto();
    const feedback = new FeedbackDialogModel(e2e.page);
    await feedback.open();

    expect(await feedback.counter('subject').innerText()).toBe('0/200');
    expect(await feedback.counter('message').innerText()).toBe('0/2000');
    await feedback.send.click();
    await feedback.dialog.getByText('Please enter a subject for your feedback.').waitFor();
    await feedback.dialog.getByText('Please enter a message for your feedback.').waitFor();

    await choose(e2e.page, feedback.dialog, 'Type', 'Bug Report');
    await feedback.field('Subject').fill('Sync icon');
    await feedback.field('Message').fill('The icon spins forever.');
    expect(await feedback.counter('subject').innerText()).toBe('9/200');
    expect(await feedback.counter('message').innerText()).toBe('23/2000');
    expect(await feedback.field('Subject').getAttribute('maxlength')).toBe('200');

    const request = e2e.page.waitForRequest((r) => r.url().endsWith('/api/feedback') && r.method() === 'POST');
    await feedback.send.click();
    const body = (await request).postDataJSON() as Record<string, string>;
    expect(body).toMatchObject({ type: 'bug', subject: 'Sync icon', message: 'The icon spins forever.' });
    expect(new URL(body.url ?? '').pathname).toBe('/');
    expect(body.userAgent).toBe(await e2e.page.evaluate(() => navigator.userAgent));
    await toast(e2e.page, 'Feedback sent').waitFor();
    await e2e.page.getByText("Thank you for your feedback! We'll get back to you soon.").waitFor();
    await feedback.dialog.waitFor({ state: 'detached' });
  });
});

describe('offline', () => {
  it('adds a resource with no network, shows it as not synced, and syncs it on reconnect; feedback says it needs a connection', async () => {
    await signIn(e2e.page);
    const dashboard = new DashboardScreen(e2e.page);
    await dashboard.goto();
    // The worker serves the other screens' code once the network is gone.
    await waitForServiceWorkerControl(e2e.page);
    await e2e.context.setOffline(true);

    const feedback = new FeedbackDialogModel(e2e.page);
    await feedback.open();
    await feedback.dialog.getByText('You are offline. Sending feedback needs an internet connection.').waitFor();
    expect(await feedback.send.isDisabled()).toBe(true);
    await feedback.dialog.getByRole('button', { name: 'Cancel' }).click();

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
