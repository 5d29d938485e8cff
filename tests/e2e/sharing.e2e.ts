import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES, type SharePage } from '@learnlog/shared';
import { seriousViolations } from './support/a11y-checks';
import { useE2E } from './support/e2e-harness';
import { VIEWPORTS } from './support/browser';
import { newAccount, registerViaApi } from './support/accounts';
import { createEntryViaApi, createResourceViaApi, eventually, finishOnboardingViaApi, updateProfileViaApi } from './support/learner-records';
import { PublicPages } from './page-models/public-pages';
import { SharingPage } from './page-models/sharing-page';

// Admins have no daily entry limit, so these learners can write a public and a private entry today.
const authorAccount = () => newAccount({ firstName: 'Ada', lastName: 'Lovelace', email: `ada-${randomUUID().slice(0, 8)}@example.com` });
const authors = [authorAccount(), authorAccount()] as const;
const e2e = useE2E({ server: { env: { ADMIN_EMAILS: authors.map((a) => a.email).join(',') } } });

const ENTRY_TITLE = 'Hooks & <State> in React';
const ENTRY_CONTENT = '## Why hooks\n\nState lives in **closures**.\n\n| Hook | Use |\n| --- | --- |\n| useState | local state |';

/** A learner with a published entry (linked to a resource) and a private one, onboarding done. */
async function authorWithEntries(page: Page, author: (typeof authors)[number]) {
  const user = await registerViaApi(page, author);
  await finishOnboardingViaApi(page);
  await updateProfileViaApi(page, { twitterHandle: '@ada', githubHandle: 'ada-gh', websiteUrl: 'ada.dev' });
  const resource = await createResourceViaApi(page, { title: 'React docs', type: 'documentation', url: 'https://react.dev' });
  const published = await createEntryViaApi(page, {
    title: ENTRY_TITLE,
    content: ENTRY_CONTENT,
    keyLearning: 'Hooks are just functions',
    tags: ['tech', 'react', 'hooks', 'state'],
    linkedResources: [resource.id],
    isPublic: true,
  });
  await createEntryViaApi(page, { title: 'Private musings', content: 'Only for me', tags: ['diary'] });
  if (!published.shareId) throw new Error('a public entry has a share id');
  return { user, shareId: published.shareId };
}

describe('sharing and the public pages', () => {
  it('publishes a share page from /sharing, and a visitor reads it and the shared entry', async () => {
    const { page } = e2e;
    const { user, shareId } = await authorWithEntries(page, authors[0]);
    // Another learner holds a username, to see the server refuse it.
    const other = await e2e.newSession();
    const taken = (await registerViaApi(other.page, newAccount())).username ?? '';

    const sharing = new SharingPage(page);
    await sharing.goto();
    await sharing.list('Public Entries').waitFor();
    // The device shows what it holds at once; the two entries arrive with the first pull.
    await eventually(() => sharing.listTitle('Public Entries'), (title) => title === 'Public Entries (1)', 'the public entry pulled');
    expect(await sharing.listTitle('Private Entries')).toBe('Private Entries (1)');
    expect(await sharing.stat('Total Entries')).toBe('2');
    // 3 tags per entry in the visibility lists.
    const row = sharing.list('Public Entries').getByRole('listitem').first();
    for (const tag of ['tech', 'react', 'hooks']) await row.getByText(tag, { exact: true }).waitFor();
    expect(await row.getByText('state', { exact: true }).count()).toBe(0);

    // Off at first: the settings show only once the page is on.
    expect(await sharing.shareSwitch.getAttribute('aria-checked')).toBe('false');
    expect(await sharing.usernameField.count()).toBe(0);
    await sharing.shareSwitch.click();
    await sharing.toast('Settings updated').waitFor();
    await sharing.usernameField.waitFor();
    expect(await sharing.publicUrl.innerText()).toBe(`${e2e.server.baseUrl}/share/${user.username}`);

    // A taken username: the server's answer shows on the field.
    await sharing.usernameField.fill(taken);
    await sharing.saveButton.click();
    expect(await sharing.usernameError()).toBe(MESSAGES.usernameTaken);
    await sharing.toast('Failed to update settings').waitFor();

    const username = `ada-${randomUUID().slice(0, 6)}`;
    await sharing.usernameField.fill(username.toUpperCase());
    await sharing.bioField.fill('Learning <React> in public');
    await sharing.saveButton.click();
    await eventually(() => sharing.publicUrl.innerText(), (url) => url.endsWith(`/share/${username}`), 'the new public address');

    // Publishing the private entry from the list (a synced change: it reaches the server by itself).
    await sharing.list('Private Entries').getByRole('button', { name: 'Make public: Private musings' }).click();
    await sharing.toast('Entry updated').waitFor();
    await eventually(() => sharing.listTitle('Public Entries'), (title) => title === 'Public Entries (2)', 'the entry moving lists');
    await sharing.list('Public Entries').getByRole('button', { name: 'Make private: Private musings' }).click();
    await eventually(() => sharing.listTitle('Public Entries'), (title) => title === 'Public Entries (1)', 'the entry moving back');
    await eventually(
      async () => (await (await page.request.get(`/api/share/${username}`)).json()) as SharePage,
      (body) => body.entries.length === 1,
      'the server agreeing the entry is private again',
    );

    // A visitor, in a fresh browser with no account.
    const visitor = await e2e.newSession({ viewport: VIEWPORTS.phone, isMobile: true });
    const pub = new PublicPages(visitor.page);
    await visitor.page.goto(`/share/${username}`);
    await pub.heading("Ada Lovelace's Learning Journey").waitFor();
    expect(await visitor.page.title()).toBe("Ada Lovelace's Learning Journey · LearnLog");
    await visitor.page.getByText('Learning <React> in public', { exact: true }).waitFor();
    expect(await pub.socialLinks.evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual([
      ['Twitter', 'https://twitter.com/ada'],
      ['GitHub', 'https://github.com/ada-gh'],
      ['Website', 'https://ada.dev/'],
    ]);
    expect(await pub.entryCards.count()).toBe(1);
    expect(await pub.cardTags(ENTRY_TITLE)).toEqual(['tech', 'react']);
    expect(await pub.card(ENTRY_TITLE).getAttribute('data-accent')).toBe('tech');
    expect(await visitor.page.getByText('Private musings').count()).toBe(0);
    expect(await seriousViolations(visitor.page)).toEqual([]);

    await pub.card(ENTRY_TITLE).getByRole('link', { name: ENTRY_TITLE }).click();
    await pub.heading(ENTRY_TITLE).waitFor();
    expect(new URL(visitor.page.url()).pathname).toBe(`/journal/${shareId}`);
    expect(await visitor.page.title()).toBe(`${ENTRY_TITLE} · LearnLog`);
    // The markdown is rendered: a heading, bold text and a table.
    await visitor.page.getByRole('heading', { level: 2, name: 'Why hooks' }).waitFor();
    expect(await visitor.page.locator('article strong', { hasText: 'closures' }).count()).toBe(1);
    expect(await visitor.page.getByRole('table').getByRole('cell', { name: 'useState' }).count()).toBe(1);
    await visitor.page.getByText('Hooks are just functions').waitFor();
    await pub.linkedResources.getByRole('link', { name: 'React docs' }).waitFor();
    expect(await pub.linkedResources.getByRole('link', { name: 'React docs' }).getAttribute('href')).toBe('https://react.dev');
    expect(await seriousViolations(visitor.page)).toEqual([]);
    expect(visitor.errors).toEqual([]);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`shows the not-found screens with a way to start, ${colorScheme}`, async () => {
      const { page, errors } = await e2e.newSession({ colorScheme, reducedMotion: 'reduce' });
      const pub = new PublicPages(page);
      await page.goto('/share/nobody-by-this-name');
      await pub.heading('Learning Journey Not Found').waitFor();
      await page.getByText("This learning journal might be private or doesn't exist.").waitFor();
      expect(await page.getByRole('link', { name: 'Start Your Learning Journey' }).getAttribute('href')).toBe('/api/login');
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto('/journal/no-such-share-id');
      await pub.heading('Journal Entry Not Found').waitFor();
      await page.getByText("This journal entry doesn't exist or is no longer publicly shared.").waitFor();
      expect(await page.title()).toBe('Journal Entry Not Found · LearnLog');
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  it('puts the page title and description in the raw HTML for link previews', async () => {
    const { page } = e2e;
    const { shareId } = await authorWithEntries(page, authors[1]);
    const username = `prev-${randomUUID().slice(0, 6)}`;
    const saved = await page.request.post('/api/share-settings', { data: { sharePageEnabled: true, sharePageBio: 'Notes "from" Ada', username } });
    expect(saved.status()).toBe(200);

    // What a crawler gets: no script runs, so the HTML itself must name the page.
    const sharePage = await (await page.request.get(`/share/${username}`)).text();
    expect(sharePage).toContain('<title>Ada Lovelace&#39;s Learning Journey · LearnLog</title>');
    expect(sharePage).toContain('<meta name="description" content="Notes &quot;from&quot; Ada" />');
    expect(sharePage).toContain('<meta property="og:title" content="Ada Lovelace&#39;s Learning Journey · LearnLog" />');

    const entryPage = await (await page.request.get(`/journal/${shareId}`)).text();
    expect(entryPage).toContain('<title>Hooks &amp; &lt;State&gt; in React · LearnLog</title>');
    expect(entryPage).toContain('<meta property="og:description" content="Hooks are just functions" />');
    expect(entryPage).not.toContain('<State>');

    const missing = await (await page.request.get('/journal/not-a-share-id')).text();
    expect(missing).not.toContain('og:title');
  });

  it('says plainly that share page settings need a connection while offline', async () => {
    const { page, context } = e2e;
    await registerViaApi(page);
    await finishOnboardingViaApi(page);
    const sharing = new SharingPage(page);
    await sharing.goto();
    expect(await sharing.shareSwitch.isDisabled()).toBe(false);
    await context.setOffline(true);
    await page.getByText(/You're offline\. Share page settings need a connection/).waitFor();
    expect(await sharing.shareSwitch.isDisabled()).toBe(true);
    await context.setOffline(false);
  });
});
