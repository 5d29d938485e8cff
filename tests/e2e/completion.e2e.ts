/**
 * Issue 36, point 8: completing a goal or a resource looks like something (a check, muted, a
 * Completed group, one calm line in the spec's toast, still under reduced motion); an in-progress
 * resource's progress moves on its card and reaches the server, offline through the outbox; Add
 * and Edit share one status control.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useE2E } from './support/e2e-harness';
import { VIEWPORTS } from './support/browser';
import { registerViaApi } from './support/accounts';
import { createGoalViaApi, createResourceViaApi } from './support/learner-records';
import { GoalsScreen, ResourcesScreen, toast } from './page-models/daily-screens';
import { eventually, serverResources } from './support/daily-fixtures';

const e2e = useE2E();
const PHONE = { viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true };

/** The toast whose title is `title`, with its description line. */
function toastWith(page: Page, title: string, line: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: title }).filter({ hasText: line });
}

describe('completing a resource', () => {
  it('moves it under Completed (n) in its tabs, with a check, and says so calmly', async () => {
    const { page } = await e2e.newSession(PHONE);
    await registerViaApi(page);
    await createResourceViaApi(page, { title: 'SICP', type: 'book', status: 'to-learn' });
    await createResourceViaApi(page, { title: 'Eloquent JavaScript', type: 'book', status: 'in-progress', progress: 40 });
    const screen = new ResourcesScreen(page);
    await screen.goto();
    await screen.card('SICP').waitFor();
    expect(await page.getByRole('region', { name: /^Completed \(/ }).count()).toBe(0);
    expect(await screen.card('SICP').getByTestId('completed-mark').count()).toBe(0);

    await screen.setStatus('SICP', 'Completed');
    await toastWith(page, 'Resource updated', '“SICP” is complete. Well done.').waitFor();
    const group = page.getByRole('tabpanel').getByRole('region', { name: 'Completed (1)', exact: true });
    await group.getByRole('listitem', { name: 'SICP', exact: true }).getByTestId('completed-mark').waitFor();
    // Open items first, the completed group after them.
    expect(await screen.titles()).toEqual(['Eloquent JavaScript', 'SICP']);
    expect(await group.getByRole('listitem', { name: 'Eloquent JavaScript' }).count()).toBe(0);
    await screen.tab(/^Reference & Study/).click();
    await page.getByRole('tabpanel').getByRole('region', { name: 'Completed (1)', exact: true }).getByRole('listitem', { name: 'SICP' }).waitFor();
    await eventually(async () => (await serverResources(page)).some((r) => r.title === 'SICP' && r.status === 'completed'), 'the synced status');

    // Back to To Learn: the check and the group go.
    await screen.setStatus('SICP', 'To Learn');
    await toast(page, 'Resource updated').waitFor();
    await page.getByRole('region', { name: /^Completed \(/ }).waitFor({ state: 'detached' });
  });

  it('moves the progress from the card by keyboard and by dragging, offline too, and the server keeps it', async () => {
    const { page, context } = await e2e.newSession(PHONE);
    await registerViaApi(page);
    await createResourceViaApi(page, { title: 'Eloquent JavaScript', type: 'book', status: 'in-progress', progress: 40 });
    await createResourceViaApi(page, { title: 'Rust book', type: 'book', status: 'to-learn' });
    const screen = new ResourcesScreen(page);
    await screen.goto();
    const card = screen.card('Eloquent JavaScript');
    const slider = card.getByRole('slider', { name: 'Progress of Eloquent JavaScript' });
    await slider.waitFor();
    // Only an in-progress resource has one (core spec 4).
    expect(await screen.card('Rust book').getByRole('slider').count()).toBe(0);

    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await eventually(async () => (await card.getByTestId('resource-progress').innerText()) === '50%', 'the figure follows the keys');
    await toast(page, 'Resource updated').waitFor();
    await eventually(async () => (await serverResources(page)).some((r) => r.title === 'Eloquent JavaScript' && r.progress === 50), 'the keyed progress on the server');

    // Dragged past the end it stops at 100 (clamped), and a drag is one write when let go.
    const track = await slider.locator('xpath=..').locator('xpath=..').boundingBox();
    const thumb = await slider.boundingBox();
    if (!track || !thumb) throw new Error('the slider has no box');
    await page.mouse.move(thumb.x + thumb.width / 2, thumb.y + thumb.height / 2);
    await page.mouse.down();
    await page.mouse.move(track.x + track.width + 40, thumb.y + thumb.height / 2, { steps: 8 });
    await page.mouse.up();
    await eventually(async () => (await card.getByTestId('resource-progress').innerText()) === '100%', 'the dragged figure');
    await eventually(async () => (await serverResources(page)).some((r) => r.title === 'Eloquent JavaScript' && r.progress === 100), 'the dragged progress on the server');

    // Offline the move stays on the device, marked, and goes out when the network is back.
    await context.setOffline(true);
    await slider.focus();
    await page.keyboard.press('Home');
    await eventually(async () => (await card.getByTestId('resource-progress').innerText()) === '0%', 'the offline figure');
    await card.getByTitle('Not on the server yet').waitFor();
    expect((await serverResources(page)).find((r) => r.title === 'Eloquent JavaScript')?.progress).toBe(100);
    await context.setOffline(false);
    await eventually(async () => (await serverResources(page)).some((r) => r.title === 'Eloquent JavaScript' && r.progress === 0), 'the offline progress, synced');
    await card.getByTitle('Not on the server yet').waitFor({ state: 'detached' });
  });

  it('offers the same status control in Add and in Edit, To Learn by default', async () => {
    const { page } = await e2e.newSession({ viewport: VIEWPORTS.desktop });
    await registerViaApi(page);
    await createResourceViaApi(page, { title: 'SICP', type: 'book', status: 'completed' });
    const screen = new ResourcesScreen(page);
    await screen.goto();
    const statusButtons = async (dialog: Locator) =>
      dialog.getByRole('group', { name: 'Status' }).getByRole('button').evaluateAll((buttons) => buttons.map((b) => `${b.textContent}:${b.getAttribute('aria-pressed')}`));

    await page.getByRole('button', { name: 'Add Resource' }).first().click();
    await screen.dialogs.add.waitFor();
    expect(await statusButtons(screen.dialogs.add)).toEqual(['To Learn:true', 'In Progress:false', 'Completed:false']);
    expect(await screen.dialogs.add.getByRole('combobox', { name: 'Status' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await screen.dialogs.add.waitFor({ state: 'detached' });

    await screen.card('SICP').getByRole('button', { name: 'Edit SICP' }).click();
    await screen.dialogs.edit.waitFor();
    expect(await statusButtons(screen.dialogs.edit)).toEqual(['To Learn:false', 'In Progress:false', 'Completed:true']);
  });
});

describe('completing a goal', () => {
  it('shows it done under Completed Goals with a check, and the toast says so without motion when asked', async () => {
    const { page } = await e2e.newSession({ ...PHONE, reducedMotion: 'reduce' });
    await registerViaApi(page);
    await createGoalViaApi(page, { title: 'Finish the Rust book' });
    await createGoalViaApi(page, { title: 'Learn closures' });
    const goals = new GoalsScreen(page);
    await goals.goto();
    await goals.card('Learn closures').waitFor();
    expect(await goals.card('Learn closures').getByTestId('completed-mark').count()).toBe(0);

    await goals.setStatus('Learn closures', 'Completed');
    const done = toastWith(page, 'Goal updated', '“Learn closures” is complete. Well done.');
    await done.waitFor();
    // Reduced motion: the check in the toast stands still.
    expect(await done.locator('[data-icon] svg').evaluate((icon) => getComputedStyle(icon).animationName)).toBe('none');
    await goals.section(/^Completed Goals \(1\)$/).getByRole('listitem', { name: 'Learn closures' }).getByTestId('completed-mark').waitFor();
    expect(await goals.section(/^Active Goals/).getByTestId('completed-mark').count()).toBe(0);

    // A status change that completes nothing keeps the plain toast.
    await goals.setStatus('Finish the Rust book', 'Paused');
    await toast(page, 'Goal updated').waitFor();
    expect(await page.locator('[data-sonner-toast]').filter({ hasText: 'Finish the Rust book' }).count()).toBe(0);
  });

  it('lets the check settle in when motion is welcome', async () => {
    const { page } = await e2e.newSession({ viewport: VIEWPORTS.desktop, reducedMotion: 'no-preference' });
    await registerViaApi(page);
    await createGoalViaApi(page, { title: 'Learn closures' });
    const goals = new GoalsScreen(page);
    await goals.goto();
    await goals.setStatus('Learn closures', 'Completed');
    const done = toastWith(page, 'Goal updated', '“Learn closures” is complete. Well done.');
    await done.waitFor();
    expect(await done.locator('[data-icon] svg').evaluate((icon) => getComputedStyle(icon).animationName)).toBe('completion-settle');
  });
});
