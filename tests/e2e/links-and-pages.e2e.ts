/**
 * Issue 32, points 1–3: `[[links]]` between entries, resources and goals read as links, an entry
 * lists what links to it, and a resource's and a goal's own pages gather their entries, key
 * learnings and questions; all of it from the device, offline after a reload, phone and desktop.
 */
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/e2e-harness';
import { VIEWPORTS } from './support/browser';
import { createEntryViaApi, createGoalViaApi, createResourceViaApi, eventually } from './support/learner-records';
import { waitForServiceWorkerControl } from './support/service-worker';
import { JOURNAL_ADMIN_EMAILS, serverEntries, signUpAdmin } from './support/journal-fixtures';
import { seriousViolations } from './support/a11y-checks';
import { JournalPage } from './page-models/journal-page';
import { EntryPage } from './page-models/entry-page';

const e2e = useE2E({ server: { env: { ADMIN_EMAILS: JOURNAL_ADMIN_EMAILS.join(',') } } });

const DEVICES = {
  phone: { viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true },
  desktop: { viewport: VIEWPORTS.desktop },
};

describe('links, backlinks and record pages', () => {
  for (const [device, options] of Object.entries(DEVICES)) {
    it(`links B to A, lists B under A, and gathers a resource's entries, ${device}`, { timeout: 150_000 }, async () => {
      const { page } = await e2e.newSession(options);
      await signUpAdmin(page);
      const book = await createResourceViaApi(page, { title: 'Eloquent JavaScript', type: 'book', notes: 'Chapter 3 is the one' });
      const goal = await createGoalViaApi(page, { title: 'Master closures' });
      await createEntryViaApi(page, { title: 'Closures', content: 'Functions remember their scope.', keyLearning: 'A closure keeps its scope alive', linkedGoals: [goal.id] });

      // Write B in the app, linking A, the book and a title nothing has yet.
      const journal = new JournalPage(page);
      await journal.goto();
      await journal.card('Closures').waitFor();
      await waitForServiceWorkerControl(page);
      await journal.newEntryButton.click();
      await journal.fillEntry({ title: 'Hooks', content: 'Hooks build on [[Closures|closures over state]]. Read in [[Eloquent JavaScript]]. Next: [[Generators]].' });
      await journal.field('Key Learning').fill('Every render sees its own props');
      await journal.field('Questions').fill('Why do stale closures happen?');
      await journal.save();
      await journal.toast('Journal entry created').waitFor();

      // B's link opens A; A lists B under "Linked from" with its sentence.
      await journal.card('Hooks').getByRole('button', { name: 'Hooks' }).click();
      const reading = new EntryPage(page);
      await reading.title('Hooks').waitFor();
      const unresolved = reading.content.getByRole('link', { name: /Generators/ });
      expect(await unresolved.getAttribute('data-wiki-link')).toBe('unresolved');
      expect(await unresolved.getAttribute('href')).toBe('/new-entry?title=Generators');
      expect(await seriousViolations(page)).toEqual([]);
      await reading.content.getByRole('link', { name: 'closures over state' }).click();
      await reading.title('Closures').waitFor();
      const linkedFrom = page.getByRole('region', { name: 'Linked from' });
      await linkedFrom.getByRole('link', { name: 'Hooks' }).waitFor();
      expect(await linkedFrom.innerText()).toContain('Hooks build on closures over state.');
      // A's goal chip opens the goal's page, which lists A.
      await reading.links('Linked goals').filter({ hasText: 'Master closures' }).click();
      await page.getByRole('heading', { level: 1, name: 'Master closures' }).waitFor();
      await page.getByRole('region', { name: 'Key learnings' }).getByText('A closure keeps its scope alive').waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      // The book's page, offline after a reload, lists B with its key learning and question.
      await page.goto(`/resources/${book.id}`);
      await page.getByRole('heading', { level: 1, name: 'Eloquent JavaScript' }).waitFor();
      await page.context().setOffline(true);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Eloquent JavaScript' }).waitFor();
      await page.getByText('Chapter 3 is the one').waitFor();
      await page.getByRole('region', { name: 'Key learnings' }).getByText('Every render sees its own props').waitFor();
      await page.getByRole('region', { name: 'Open questions' }).getByText('Why do stale closures happen?').waitFor();
      const entries = page.getByRole('region', { name: /Journal entries/ });
      expect(await entries.getByRole('listitem').getByRole('link').allInnerTexts()).toEqual(['Hooks']);
      expect(await seriousViolations(page)).toEqual([]);
      await entries.getByRole('link', { name: 'Hooks' }).click();
      await reading.title('Hooks').waitFor();
    });
  }

  it('opens a resource from its card, and back returns to the list where it was', async () => {
    const { page } = await e2e.newSession({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true });
    await signUpAdmin(page);
    for (let i = 1; i <= 12; i += 1) await createResourceViaApi(page, { title: `Book ${i}`, type: 'book' });
    await page.goto('/resources');
    await page.getByRole('link', { name: 'Book 1', exact: true }).scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(500);
    await page.getByRole('link', { name: 'Book 1', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Book 1' }).waitFor();
    await page.getByRole('button', { name: 'Resources' }).click();
    await page.waitForURL('**/resources');
    await page.getByRole('link', { name: 'Book 1', exact: true }).waitFor();
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 4, before, { timeout: 5_000 });
  });

  it('links a mention in one tap, offers to update links after a rename, and shows public links to public entries only', { timeout: 120_000 }, async () => {
    const { page } = await e2e.newSession({ viewport: VIEWPORTS.desktop });
    await signUpAdmin(page);
    const closures = await createEntryViaApi(page, { title: 'Closures', content: 'Functions remember their scope.', isPublic: true });
    await createEntryViaApi(page, { title: 'Secret plans', content: 'Not for anyone.' });
    const hooks = await createEntryViaApi(page, { title: 'Hooks', content: 'Hooks build on [[Closures]]. See [[Secret plans]].', isPublic: true });
    await createEntryViaApi(page, { title: 'Notes', content: 'Today closures finally made sense.' });

    // A's reading view: Notes names it without a link; one tap links it.
    await page.goto(`/journal/entry/${closures.id}`);
    const reading = new EntryPage(page);
    await reading.title('Closures').waitFor();
    const mentioned = page.getByRole('region', { name: 'Mentioned in' });
    expect(await mentioned.innerText()).toContain('Today closures finally made sense.');
    await mentioned.getByRole('button', { name: 'Link the mention in Notes' }).click();
    await mentioned.waitFor({ state: 'detached' });
    const linkedFrom = page.getByRole('region', { name: 'Linked from' });
    await linkedFrom.getByRole('link', { name: 'Notes' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Renamed, its two linking entries are offered an update, which goes out like any edit.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const journal = new JournalPage(page);
    await journal.field('Title').fill('Closures in JS');
    await journal.save();
    const offer = page.getByText('2 entries link to “Closures”');
    await offer.waitFor();
    await page.getByRole('button', { name: 'Update links' }).click();
    await journal.toast('Updated the links in 2 entries').waitFor();
    await eventually(
      () => serverEntries(page),
      (entries) => entries.find((e) => e.id === hooks.id)?.content === 'Hooks build on [[Closures in JS]]. See [[Secret plans]].'
        && entries.some((e) => e.content === 'Today [[Closures in JS|closures]] finally made sense.'),
      'the renamed links on the server',
    );

    // A visitor reads Hooks: the public entry is a link, the private one plain words.
    const visitor = await e2e.newSession({ viewport: VIEWPORTS.desktop });
    await visitor.page.goto(`/journal/${hooks.shareId}`);
    const article = visitor.page.getByRole('article');
    await article.getByRole('link', { name: 'Closures in JS' }).click();
    await visitor.page.getByRole('heading', { level: 1, name: 'Closures in JS' }).waitFor();
    await visitor.page.goBack();
    await article.getByText('Secret plans').waitFor();
    expect(await article.getByRole('link', { name: 'Secret plans' }).count()).toBe(0);
  });
});
