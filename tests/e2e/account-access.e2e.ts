/** Accounts in the browser, part 1: the Trial Expired gate and the Admin Panel. */
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@learnlog/shared';
import { useE2E } from './support/e2e-harness';
import { registerViaApi } from './support/accounts';
import { AppShell } from './page-models/app-shell';
import { accountFixtures, daysAgo, toast } from './support/account-fixtures';

const e2e = useE2E();
const { sql, sqlAll, registerElsewhere } = accountFixtures(e2e);

beforeAll(async () => {
  // The first account on a server is an admin; take that seat so the learners below are not.
  await registerElsewhere('First');
});

describe('Trial Expired', () => {
  it('covers only the Pro screens once the trial has ended, also offline; the learner\'s own screens stay open', async () => {
    const user = await registerViaApi(e2e.page);
    sql('UPDATE users SET trialStartedAt = ? WHERE id = ?', daysAgo(30), user.id);
    const shell = new AppShell(e2e.page);

    const open: Array<[string, string]> = [
      ['/dashboard', 'Dashboard'],
      ['/journal', 'Learning Journal'],
      ['/resources', 'Learning Resources'],
      ['/goals', 'Learning Goals'],
      ['/progress', 'Progress'],
      ['/sharing', 'Sharing'],
    ];
    for (const [path, heading] of open) {
      await e2e.page.goto(path);
      await shell.expectScreen(heading);
      expect(await shell.heading('Trial Expired').count()).toBe(0);
    }
    for (const path of ['/learn-plans', '/ai-summaries', '/premium-templates']) {
      await e2e.page.goto(path);
      await shell.expectScreen('Trial Expired');
    }
    await e2e.page.getByText(MESSAGES.accessRequired).waitFor();
    expect(MESSAGES.accessRequired).toBe('Your 14-day free trial has ended. Upgrade to lifetime access to continue using the product.');

    await e2e.page.getByRole('link', { name: 'Get Lifetime Access' }).click();
    await e2e.page.waitForURL('**/pricing');
    // The old screen stays up while the pricing code loads; then it is the pricing screen, ungated.
    await shell.heading('Trial Expired').waitFor({ state: 'detached' });
    await shell.heading().waitFor();

    // Offline the last access answer this device saved still decides.
    await e2e.context.setOffline(true);
    await shell.navLink('Learn Plans').click();
    await shell.expectScreen('Trial Expired');
    await e2e.page.getByText('You are offline: this is the last access check this device received.').waitFor();
    await shell.navLink('Resources').click();
    await shell.expectScreen('Learning Resources');
  });

  it('lets a learner inside the trial use the gated screens', async () => {
    await registerViaApi(e2e.page);
    const shell = new AppShell(e2e.page);
    await e2e.page.goto('/journal');
    await shell.expectScreen('Learning Journal');
    expect(await shell.heading('Trial Expired').count()).toBe(0);
  });
});

describe('Admin Panel', () => {
  it('shows the figures, the users with trial days (red at 3 or fewer), feedback, and grants admin', async () => {
    const me = await registerViaApi(e2e.page);
    sql('UPDATE users SET isAdmin = 1 WHERE id = ?', me.id);
    const nearly = await registerElsewhere('Nearly');
    sql('UPDATE users SET trialStartedAt = ? WHERE id = ?', daysAgo(12.5), nearly.id);
    const lifer = await registerElsewhere('Lifer');
    sql("UPDATE users SET lifetimeAccess = 1, subscriptionType = 'beta' WHERE id = ?", lifer.id);
    // A paying member is never shown as Trial; a learner past the trial is on Seeker.
    const payer = await registerElsewhere('Payer');
    sql("UPDATE users SET subscriptionType = 'sage' WHERE id = ?", payer.id);
    const lapsed = await registerElsewhere('Lapsed');
    sql('UPDATE users SET trialStartedAt = ? WHERE id = ?', daysAgo(40), lapsed.id);
    const feedback = await fetch(`${e2e.server.baseUrl}/api/feedback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: e2e.server.baseUrl },
      body: JSON.stringify({ type: 'help', message: 'Where is the export button?', email: 'visitor@example.com', currentPage: '/journal' }),
    });
    expect(feedback.status).toBe(201);

    const shell = new AppShell(e2e.page);
    await e2e.page.goto('/admin');
    await shell.expectScreen('Admin Panel');
    await e2e.page.getByText('Super Admin', { exact: true }).waitFor();

    const rows = e2e.page.getByTestId('admin-user-row');
    await rows.first().waitFor();
    const total = sqlAll<{ n: number }>('SELECT count(*) AS n FROM users')[0]?.n;
    expect(await rows.count()).toBe(total);
    const stats = e2e.page.getByTestId('admin-stats');
    const figures = await stats.innerText();
    expect(figures).toMatch(new RegExp(`Total Users\\s*${total}\\b`));
    expect(figures).toMatch(/Lifetime Users\s*1\b/);
    expect(figures).toMatch(/Revenue\s*\$100\b/);

    const nearlyRow = rows.filter({ hasText: nearly.email });
    expect(await nearlyRow.getByRole('cell').nth(1).innerText()).toBe('Trial');
    const nearlyDays = nearlyRow.getByRole('cell').nth(2);
    expect(await nearlyDays.innerText()).toBe('2 days');
    expect(await nearlyDays.getAttribute('data-urgent')).toBe('true');
    const liferRow = rows.filter({ hasText: lifer.email });
    expect(await liferRow.getByRole('cell').nth(2).innerText()).toBe('∞');
    expect(await liferRow.getByRole('cell').nth(1).innerText()).toBe('Lifetime');
    const payerRow = rows.filter({ hasText: payer.email });
    expect(await payerRow.getByRole('cell').nth(1).innerText()).toBe('Sage');
    expect(await payerRow.getByRole('cell').nth(2).innerText()).toBe('Paid plan');
    const lapsedRow = rows.filter({ hasText: lapsed.email });
    expect(await lapsedRow.getByRole('cell').nth(1).innerText()).toBe('Seeker');
    expect(await lapsedRow.getByRole('cell').nth(2).innerText()).toBe('Ended');
    const myRow = rows.filter({ hasText: me.email });
    expect(await myRow.getByRole('button', { name: 'Make Admin' }).count()).toBe(0);
    expect(await myRow.getByRole('cell').nth(1).innerText()).toContain('Admin');

    await e2e.page.getByTestId('admin-feedback').getByText('Where is the export button?').waitFor();
    expect(await e2e.page.getByTestId('admin-feedback').innerText()).toContain('Need Help');

    await nearlyRow.getByRole('button', { name: 'Make Admin' }).click();
    await toast(e2e.page, 'User has been granted admin access').waitFor();
    // The list refreshes: the new admin's row gets the badge and loses the button.
    await nearlyRow.getByRole('cell').nth(1).getByText('Admin', { exact: true }).waitFor();
    expect(await nearlyRow.getByRole('button', { name: /Make Admin|Granting/ }).count()).toBe(0);
    expect(sqlAll<{ isAdmin: number }>('SELECT isAdmin FROM users WHERE id = ?', nearly.id)[0]?.isAdmin).toBe(1);
  });

  it('tells a non-admin Access Denied and sends them to /', async () => {
    await registerViaApi(e2e.page);
    const shell = new AppShell(e2e.page);
    await e2e.page.goto('/admin');
    await toast(e2e.page, 'Access denied', "You don't have admin access to this page").waitFor();
    await shell.expectScreen('Dashboard');
    expect(new URL(e2e.page.url()).pathname).toBe('/');
    expect(await shell.navLabels()).not.toContain('Admin Panel');
  });
});
