/** "Signed-in devices": a learner's sessions, named from the browser, ended one by one or all but this one. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInDevice } from '@learnlog/shared';
import { createClient, type TestClient } from '../test/http-client';
import { startTestServer, type TestServer } from '../test/test-server';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: '2026-05-01T09:00:00.000Z' });
  await createClient(server.url).register();
});
afterAll(() => server.close());

/** One learner signed in on a phone and a tablet besides the client that registered. */
async function learnerOnThreeDevices(): Promise<{ laptop: TestClient; phone: TestClient; tablet: TestClient }> {
  const laptop = createClient(server.url);
  const { email, password } = await laptop.register();
  const phone = createClient(server.url);
  await phone.request('POST', '/api/auth/login', { email, password }, { headers: { 'User-Agent': ANDROID } });
  const tablet = createClient(server.url);
  await tablet.request('POST', '/api/auth/login', { email, password }, { headers: { 'User-Agent': IPHONE } });
  return { laptop, phone, tablet };
}

describe('GET /api/auth/sessions', () => {
  it('lists this learner\'s sessions with their device and last use, this one first', async () => {
    const { phone } = await learnerOnThreeDevices();
    server.clock.advance(10 * 60_000);
    await phone.get('/api/auth/user', { headers: { 'User-Agent': ANDROID } });
    const res = await phone.get<SignedInDevice[]>('/api/auth/sessions');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(3);
    expect(res.body[0]).toMatchObject({ device: 'Chrome on Android', current: true, lastSeenAt: server.clock.now().toISOString() });
    expect(res.body.map((d) => d.device)).toContain('Safari on iOS');
    expect(res.body.filter((d) => d.current)).toHaveLength(1);
    // Handles, never the session keys the cookies hash to.
    const keys = server.sqlite.prepare('select sid from sessions').all() as { sid: string }[];
    for (const device of res.body) expect(keys.some((k) => k.sid.includes(device.id))).toBe(false);
  });
});

describe('signing devices out', () => {
  it('ends one device, and refuses a handle that is not this learner\'s', async () => {
    const { laptop, phone, tablet } = await learnerOnThreeDevices();
    const devices = (await laptop.get<SignedInDevice[]>('/api/auth/sessions')).body;
    const ipad = devices.find((d) => d.device === 'Safari on iOS');
    expect((await laptop.del(`/api/auth/sessions/${ipad?.id}`)).status).toBe(204);
    expect((await tablet.get('/api/auth/user')).status).toBe(401);
    expect((await phone.get('/api/auth/user')).status).toBe(200);

    const stranger = await learnerOnThreeDevices();
    const theirs = (await stranger.laptop.get<SignedInDevice[]>('/api/auth/sessions')).body[0];
    expect((await laptop.del(`/api/auth/sessions/${theirs?.id}`)).status).toBe(404);
    expect((await stranger.laptop.get('/api/auth/user')).status).toBe(200);
  });

  it('signs out everywhere else, keeping this device', async () => {
    const { laptop, phone, tablet } = await learnerOnThreeDevices();
    const stranger = await learnerOnThreeDevices();
    const res = await phone.post('/api/auth/sessions/sign-out-others');
    expect(res.body).toEqual({ signedOutDevices: 2 });
    expect((await phone.get('/api/auth/user')).status).toBe(200);
    expect((await laptop.get('/api/auth/user')).status).toBe(401);
    expect((await tablet.get('/api/auth/user')).status).toBe(401);
    expect((await stranger.tablet.get('/api/auth/user')).status).toBe(200);
    expect((await phone.get<SignedInDevice[]>('/api/auth/sessions')).body).toHaveLength(1);
  });
});
