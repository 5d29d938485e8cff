import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JournalEntry, PublicResource, SharePage, SharedEntry } from '@learnlog/shared';
import { PLAN_PATCHES, insertEntry, insertResource, learner, newId, type Learner } from '../seed/test-fixtures';
import { createClient } from '../test/http-client';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: '2026-03-20T12:00:00.000Z' });
});
afterAll(() => server.close());

const visitor = () => createClient(server.url);
const PUBLIC_ENTRY_KEYS = ['content', 'createdAt', 'keyLearning', 'linkedResources', 'photos', 'readTime', 'shareId', 'tags', 'title'];
const PUBLIC_PROFILE_KEYS = [
  'facebookProfile',
  'firstName',
  'githubHandle',
  'instagramHandle',
  'lastName',
  'linkedinProfile',
  'profileImageUrl',
  'sharePageBio',
  'twitterHandle',
  'username',
  'websiteUrl',
  'youtubeChannel',
];
const PHOTO = `data:image/png;base64,${Buffer.from('png').toString('base64')}`;

let shareCounter = 0;
const shareId = () => `share-${(shareCounter += 1)}-${Math.random().toString(36).slice(2)}`;

/** A learner with a public page, a bio and social links, and a mix of entries. */
async function learnerWithPage(): Promise<Learner & { shareIds: Record<string, string> }> {
  const ann = await learner(server, {
    sharePageEnabled: true,
    sharePageBio: 'Learning Rust in public',
    twitterHandle: '@ann',
    githubHandle: 'ann-gh',
  });
  const ids = { older: shareId(), newer: shareId(), private: shareId(), deleted: shareId() };
  await insertEntry(server, ann.id, {
    title: 'Older public',
    isPublic: true,
    shareId: ids.older,
    createdAt: '2026-03-10T09:00:00.000Z',
    questions: 'A private question',
    isFavorite: true,
  });
  await insertEntry(server, ann.id, {
    title: 'Newer public',
    isPublic: true,
    shareId: ids.newer,
    createdAt: '2026-03-18T09:00:00.000Z',
    tags: ['rust', 'ownership'],
    photos: [PHOTO],
    keyLearning: 'Borrowing rules',
    readTime: 2,
  });
  // Once published, then made private again: the link must stop working.
  await insertEntry(server, ann.id, { title: 'Private diary', isPublic: false, shareId: ids.private });
  await insertEntry(server, ann.id, { title: 'Deleted public', isPublic: true, shareId: ids.deleted, deletedAt: '2026-03-19T00:00:00.000Z' });
  return { ...ann, shareIds: ids };
}

describe('GET /api/share/{username}', () => {
  it('shows a visitor the public, live entries newest first, and the public profile', async () => {
    const ann = await learnerWithPage();
    const res = await visitor().get<SharePage>(`/api/share/${ann.username}`);
    expect(res.status).toBe(200);
    expect(res.body.entries.map((e) => e.title)).toEqual(['Newer public', 'Older public']);
    expect(res.body.entries[0]).toMatchObject({ tags: ['rust', 'ownership'], photos: [PHOTO], keyLearning: 'Borrowing rules', readTime: 2 });
    expect(res.body.user).toMatchObject({
      username: ann.username,
      firstName: 'Test',
      sharePageBio: 'Learning Rust in public',
      twitterHandle: '@ann',
      githubHandle: 'ann-gh',
    });
  });

  it('never leaks the e-mail, private entries or private fields', async () => {
    const ann = await learnerWithPage();
    const res = await visitor().get<SharePage>(`/api/share/${ann.username}`);
    expect(res.text).not.toContain(ann.email);
    expect(res.text).not.toContain('Private diary');
    expect(res.text).not.toContain('Deleted public');
    expect(res.text).not.toContain('A private question');
    expect(Object.keys(res.body).sort()).toEqual(['entries', 'user']);
    expect(Object.keys(res.body.user).sort()).toEqual(PUBLIC_PROFILE_KEYS);
    for (const entry of res.body.entries) expect(Object.keys(entry).sort()).toEqual(PUBLIC_ENTRY_KEYS);
  });

  it('finds the page whatever the case of the address', async () => {
    const ann = await learnerWithPage();
    const res = await visitor().get<SharePage>(`/api/share/${ann.username.toUpperCase()}`);
    expect(res.status).toBe(200);
  });

  it('answers 404 "Learning Journey Not Found" when the page is switched off', async () => {
    const ann = await learnerWithPage();
    await ann.client.post('/api/share-settings', { sharePageEnabled: false });
    const res = await visitor().get(`/api/share/${ann.username}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Learning Journey Not Found' });
  });

  it('answers the same 404 for an unknown or malformed username', async () => {
    for (const name of ['nobody-here', 'x'.repeat(300)]) {
      const res = await visitor().get(`/api/share/${name}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Learning Journey Not Found' });
    }
  });

  it('shows an enabled page with no public entries as an empty list', async () => {
    const bob = await learner(server, { sharePageEnabled: true });
    await insertEntry(server, bob.id, { title: 'Only mine' });
    const res = await visitor().get<SharePage>(`/api/share/${bob.username}`);
    expect(res.status).toBe(200);
    expect(res.body.entries).toEqual([]);
  });
});

describe('GET /api/shared/journal/{shareId}', () => {
  it('shows a public entry with its author\'s public name, even with the share page off', async () => {
    const ann = await learnerWithPage();
    await ann.client.post('/api/share-settings', { sharePageEnabled: false });
    const res = await visitor().get<SharedEntry>(`/api/shared/journal/${ann.shareIds.newer}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Newer public', shareId: ann.shareIds.newer, tags: ['rust', 'ownership'] });
    expect(res.body.author).toEqual({ username: ann.username, firstName: 'Test', lastName: 'Learner', profileImageUrl: null });
    expect(Object.keys(res.body).sort()).toEqual([...PUBLIC_ENTRY_KEYS, 'author', 'links'].sort());
    expect(res.text).not.toContain(ann.email);
  });

  it('leads each [[link]] to another public entry of its author, and names nothing a visitor may not read', async () => {
    const ann = await learner(server);
    const bob = await learner(server);
    const links = { hub: shareId(), open: shareId(), older: shareId(), closed: shareId(), bobs: shareId() };
    await insertEntry(server, ann.id, { title: 'Ownership', isPublic: true, shareId: links.older, createdAt: '2026-03-01T09:00:00.000Z' });
    // A newer entry of the same title (any case) does not take the link: the oldest does, as on the device.
    await insertEntry(server, ann.id, { title: 'OWNERSHIP', isPublic: true, shareId: links.open, createdAt: '2026-03-05T09:00:00.000Z' });
    await insertEntry(server, ann.id, { title: 'Secret plans', isPublic: false, shareId: links.closed });
    await insertEntry(server, ann.id, { title: 'Gone', isPublic: true, shareId: shareId(), deletedAt: '2026-03-19T00:00:00.000Z' });
    await insertResource(server, ann.id, { title: 'The Rust Book' });
    // Bob's public entry has the title Ann links to, but it is not hers.
    await insertEntry(server, bob.id, { title: 'Borrowing', isPublic: true, shareId: links.bobs });
    await insertEntry(server, ann.id, {
      title: 'Hub',
      isPublic: true,
      shareId: links.hub,
      content: 'See [[ownership|the basics]], [[Secret plans]], [[The Rust Book]], [[Gone]] and [[Borrowing]]. `[[Ownership]]` in code is text.',
      keyLearning: 'Builds on [[Ownership]]',
    });

    const res = await visitor().get<SharedEntry>(`/api/shared/journal/${links.hub}`);
    expect(res.status).toBe(200);
    expect(res.body.links).toEqual({ ownership: links.older });
    expect(res.text).not.toContain(links.closed);
    expect(res.text).not.toContain(links.bobs);
  });

  it('answers 404 "Journal Entry Not Found" for private, deleted and unknown entries', async () => {
    const ann = await learnerWithPage();
    for (const id of [ann.shareIds.private, ann.shareIds.deleted, 'no-such-share-id', 'x'.repeat(500)]) {
      const res = await visitor().get(`/api/shared/journal/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Journal Entry Not Found' });
    }
  });

  it('works end to end: an entry published through the API is readable by its link, until unpublished', async () => {
    const ann = await learner(server, PLAN_PATCHES.sage);
    const id = newId();
    await ann.client.post('/api/journal-entries', { id, title: 'Published', content: 'Hello **world**' }, { idempotencyKey: true });
    const published = await ann.client.post<JournalEntry>(`/api/journal-entries/${id}/toggle-public`, { isPublic: true }, { idempotencyKey: true });
    expect(published.status).toBe(200);
    const link = published.body.shareId;
    expect(link).toEqual(expect.any(String));

    expect((await visitor().get<SharedEntry>(`/api/shared/journal/${link}`)).body.title).toBe('Published');
    await ann.client.post(`/api/journal-entries/${id}/toggle-public`, { isPublic: false }, { idempotencyKey: true });
    expect((await visitor().get(`/api/shared/journal/${link}`)).status).toBe(404);
  });
});

describe('GET /api/shared/journal/{shareId}/resources', () => {
  it('lists the entry\'s live linked resources, in the entry\'s order, with public fields only', async () => {
    const ann = await learner(server);
    const bob = await learner(server);
    const book = await insertResource(server, ann.id, { title: 'The Rust Book', type: 'book', url: 'https://doc.rust-lang.org/book/', notes: 'secret notes', tags: ['private-tag'] });
    const video = await insertResource(server, ann.id, { title: 'Ownership talk', type: 'video', description: 'A talk' });
    const gone = await insertResource(server, ann.id, { title: 'Deleted resource', deletedAt: '2026-03-19T00:00:00.000Z' });
    // Ann's entry names the id of Bob's resource: it is not hers, so it is not shown.
    const bobs = await insertResource(server, bob.id, { title: 'Bob only' });
    const link = shareId();
    await insertEntry(server, ann.id, { isPublic: true, shareId: link, linkedResources: [video.id, book.id, gone.id, bobs.id] });

    const res = await visitor().get<PublicResource[]>(`/api/shared/journal/${link}/resources`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: video.id, title: 'Ownership talk', type: 'video', url: null, description: 'A talk', status: 'to-learn' },
      { id: book.id, title: 'The Rust Book', type: 'book', url: 'https://doc.rust-lang.org/book/', description: null, status: 'to-learn' },
    ]);
    expect(res.text).not.toContain('secret notes');
    expect(res.text).not.toContain('private-tag');
    expect(res.text).not.toContain('Bob only');
  });

  it('answers an empty list for a public entry without links', async () => {
    const ann = await learner(server);
    const link = shareId();
    await insertEntry(server, ann.id, { isPublic: true, shareId: link });
    const res = await visitor().get(`/api/shared/journal/${link}/resources`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('answers 404 for the resources of a private or deleted entry', async () => {
    const ann = await learner(server);
    const book = await insertResource(server, ann.id, { title: 'Hidden book' });
    const privateLink = shareId();
    const deletedLink = shareId();
    await insertEntry(server, ann.id, { isPublic: false, shareId: privateLink, linkedResources: [book.id] });
    await insertEntry(server, ann.id, { isPublic: true, shareId: deletedLink, linkedResources: [book.id], deletedAt: '2026-03-19T00:00:00.000Z' });
    for (const link of [privateLink, deletedLink, 'unknown-link']) {
      const res = await visitor().get(`/api/shared/journal/${link}/resources`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Journal Entry Not Found' });
      expect(res.text).not.toContain('Hidden book');
    }
  });
});
