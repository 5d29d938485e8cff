import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_LIMITS, type User } from '@learnlog/shared';
import { createClient } from '../test/http-client';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const image = (bytes: number, type = 'image/jpeg') => `data:${type};base64,${Buffer.alloc(bytes, 7).toString('base64')}`;

describe('PUT /api/user/profile', () => {
  it('saves the picture and the social fields, and answers the user', async () => {
    const ann = createClient(server.url);
    await ann.register();
    const picture = image(300 * 1024);
    const res = await ann.put<User>('/api/user/profile', {
      profileImageUrl: picture,
      twitterHandle: ' @ann ',
      linkedinProfile: 'https://linkedin.com/in/ann',
      facebookProfile: 'ann.fb',
      instagramHandle: 'ann.ig',
      youtubeChannel: 'AnnLearns',
      githubHandle: 'ann-gh',
      websiteUrl: 'https://ann.example',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      profileImageUrl: picture,
      twitterHandle: '@ann',
      linkedinProfile: 'https://linkedin.com/in/ann',
      facebookProfile: 'ann.fb',
      instagramHandle: 'ann.ig',
      youtubeChannel: 'AnnLearns',
      githubHandle: 'ann-gh',
      websiteUrl: 'https://ann.example',
    });
    expect((await ann.get<User>('/api/auth/user')).body.githubHandle).toBe('ann-gh');
  });

  it('changes only the fields sent, and stores an emptied field as null', async () => {
    const ann = createClient(server.url);
    await ann.register();
    await ann.put('/api/user/profile', { twitterHandle: '@ann', youtubeChannel: 'AnnLearns' });
    const res = await ann.put<User>('/api/user/profile', { twitterHandle: '' });
    expect(res.body.twitterHandle).toBeNull();
    expect(res.body.youtubeChannel).toBe('AnnLearns');
  });

  it('refuses a picture over 1 MB or one that is not an image', async () => {
    const ann = createClient(server.url);
    await ann.register();
    const tooLarge = await ann.put('/api/user/profile', { profileImageUrl: image(FIELD_LIMITS.avatarBytes + 3) });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.errors).toEqual([{ path: 'profileImageUrl', message: 'Image must be at most 1 MB' }]);
    const notImage = await ann.put('/api/user/profile', { profileImageUrl: 'data:text/html;base64,PGgxPg==' });
    expect(notImage.status).toBe(400);
    expect(notImage.body.errors).toEqual([{ path: 'profileImageUrl', message: expect.stringContaining('image') }]);
    expect((await ann.get<User>('/api/auth/user')).body.profileImageUrl).toBeNull();
  });

  it('never touches another learner, whatever the body says', async () => {
    const ann = createClient(server.url);
    const bob = createClient(server.url);
    const { user: annUser } = await ann.register();
    await bob.register();
    const res = await bob.put<User>('/api/user/profile', { id: annUser.id, email: annUser.email, twitterHandle: '@bob' });
    expect(res.status).toBe(200);
    expect(res.body.id).not.toBe(annUser.id);
    expect((await ann.get<User>('/api/auth/user')).body.twitterHandle).toBeNull();
  });

  it('answers 401 signed out', async () => {
    const res = await createClient(server.url).put('/api/user/profile', { twitterHandle: '@x' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthorized' });
  });
});

describe('POST /api/share-settings', () => {
  it('turns the share page on with a bio and a new username', async () => {
    const ann = createClient(server.url);
    await ann.register();
    const username = `ann-${Date.now()}`;
    const res = await ann.post<User>('/api/share-settings', {
      sharePageEnabled: true,
      sharePageBio: 'Learning Rust in public',
      username: username.toUpperCase(),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ sharePageEnabled: true, sharePageBio: 'Learning Rust in public', username });
  });

  it('keeps the username when only the switch and bio are sent (the core spec payload)', async () => {
    const ann = createClient(server.url);
    const { user } = await ann.register();
    const res = await ann.post<User>('/api/share-settings', { sharePageEnabled: false, sharePageBio: '' });
    expect(res.body).toMatchObject({ username: user.username, sharePageEnabled: false, sharePageBio: null });
  });

  it("answers 409 for another learner's username, but accepts one's own", async () => {
    const ann = createClient(server.url);
    const bob = createClient(server.url);
    const { user: annUser } = await ann.register();
    await bob.register();
    const taken = await bob.post('/api/share-settings', { username: annUser.username });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: 'This username is already taken' });
    const own = await ann.post('/api/share-settings', { username: annUser.username });
    expect(own.status).toBe(200);
  });

  it('refuses a username that is not URL-safe', async () => {
    const ann = createClient(server.url);
    await ann.register();
    for (const username of ['a b c', '../admin', 'x', '-dash-first', 'émile']) {
      const res = await ann.post('/api/share-settings', { username });
      expect(res.status, username).toBe(400);
      expect(res.body.errors).toEqual([{ path: 'username', message: expect.any(String) }]);
    }
  });

  it('answers 401 signed out', async () => {
    expect((await createClient(server.url).post('/api/share-settings', { sharePageEnabled: true })).status).toBe(401);
  });
});
