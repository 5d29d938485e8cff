/**
 * Reminders in the browser: Profile → Reminders saved offline and applied when back online; a
 * push delivered to the service worker through the DevTools protocol
 * (ServiceWorker.deliverPushMessage) shows its notification, and its tap opens /review in the
 * open window. DevTools cannot click a notification, so the tap is a `notificationclick` event
 * dispatched in the worker on the notification it showed (a synthetic event: the worker's own
 * handler runs, but the browser refuses it focus(), which only a real tap may do).
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Worker } from 'playwright-core';
import { useE2E } from './support/e2e-harness';
import { registerViaApi } from './support/accounts';
import { toast } from './support/account-fixtures';
import { seriousViolations } from './support/a11y-checks';
import { waitForServiceWorkerControl } from './support/service-worker';
import { AppShell } from './page-models/app-shell';

const e2e = useE2E();

/** The worker's scope as these evaluations use it (the DOM lib has no ServiceWorkerGlobalScope types). */
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  dispatchEvent(event: Event): boolean;
}
type NotificationEventConstructor = new (type: string, init: { notification: Notification }) => Event;

async function serverReminders(page: Page): Promise<unknown> {
  return (await (await page.request.get('/api/reminders')).json()) as unknown;
}

async function theWorker(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers()[0] ?? context.waitForEvent('serviceworker');
}

/** Delivers a push message to the page's worker the way a push service's message arrives. */
async function deliverPush(page: Page, data: unknown): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((r) => !r.isDeleted);
      if (found) resolve(found.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(page.url()).origin, registrationId: await registration, data: JSON.stringify(data) });
}

describe('reminders', () => {
  it('are set in Profile → Reminders, offline too, and reach the account when back online', async () => {
    const { page, context } = e2e;
    await context.grantPermissions(['notifications']);
    await registerViaApi(page);
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Reminders' });
    await section.waitFor();
    await waitForServiceWorkerControl(page);
    await section.getByRole('button', { name: 'Turn on notifications' }).waitFor();
    expect(await seriousViolations(page, '#reminders')).toEqual([]);

    await context.setOffline(true);
    await section.getByRole('switch', { name: 'Daily writing reminder' }).click();
    await section.getByLabel('Remind me at').fill('19:45');
    await section.getByRole('switch', { name: 'Goal deadlines' }).click();
    await section.getByRole('switch', { name: 'Quiet hours' }).click();
    await section.getByRole('button', { name: 'Save reminders' }).click();
    await toast(page, 'Reminder settings saved').waitFor();
    await section.getByText('Turning them on needs a connection').waitFor();

    await context.setOffline(false);
    const wanted = { writeAt: '19:45', reviewsDue: true, goalDeadlines: false, weeklyDigest: false, quietFrom: '22:00', quietTo: '07:00' };
    await expect.poll(() => serverReminders(page), { timeout: 20_000, interval: 250 }).toEqual(wanted);
    // Read back from the device after a reload: the form shows what was saved.
    await page.reload();
    await expect.poll(() => section.getByLabel('Remind me at').inputValue(), { timeout: 10_000 }).toBe('19:45');
    expect(await section.getByRole('switch', { name: 'Goal deadlines' }).getAttribute('aria-checked')).toBe('false');
  });

  it('say what to do when notifications are blocked', async () => {
    const { page, context } = e2e;
    // DevTools' grant rejects every permission it does not list: notifications are "denied".
    await context.grantPermissions(['geolocation']);
    await registerViaApi(page);
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Reminders' });
    await section.getByText('Notifications are blocked for LearnLog in this browser').waitFor();
    expect(await section.getByRole('button', { name: 'Turn on notifications' }).count()).toBe(0);
    // The settings stay: another device may still get the reminders.
    await section.getByRole('button', { name: 'Save reminders' }).waitFor();
  });

  it('show a pushed reminder, and its tap opens /review in the open window', async () => {
    const { page, context } = e2e;
    await context.grantPermissions(['notifications']);
    await registerViaApi(page);
    await page.goto('/journal');
    await new AppShell(page).expectScreen('Learning Journal');
    await waitForServiceWorkerControl(page);

    await deliverPush(page, { kind: 'reviews', title: '3 cards due', body: 'A few minutes of review keeps what you learned.', url: '/review' });
    const worker = await theWorker(context);
    await expect
      .poll(() => worker.evaluate(async () => (await (self as unknown as WorkerScope).registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, data: n.data as unknown }))), { timeout: 10_000 })
      .toEqual([{ title: '3 cards due', body: 'A few minutes of review keeps what you learned.', data: { url: '/review' } }]);

    await worker.evaluate(async () => {
      const scope = self as unknown as WorkerScope;
      const NotificationEvent = (self as unknown as { NotificationEvent: NotificationEventConstructor }).NotificationEvent;
      const [notification] = await scope.registration.getNotifications();
      if (!notification) throw new Error('no notification');
      try {
        scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
      } catch {
        // waitUntil refuses an event the browser did not dispatch; the handler has started by then.
      }
    });
    await page.waitForURL('**/review', { timeout: 10_000 });
    expect(context.pages()).toHaveLength(1);
    await page.getByRole('heading', { name: 'Nothing to review today' }).waitFor();
    expect(await worker.evaluate(async () => (await (self as unknown as WorkerScope).registration.getNotifications()).length)).toBe(0);
  });
});
