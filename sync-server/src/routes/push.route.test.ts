/**
 * The Web Push contract against a fake push service over HTTPS on 127.0.0.1 (test/fake-push-service.ts),
 * which checks the VAPID signature and decrypts each message as a browser would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learner, type Learner } from '../seed/test-fixtures';
import { deviceWrite } from '../services/synced-record.fixtures';
import { startFakePushService, type FakePushService } from '../test/fake-push-service';
import { createClient } from '../test/http-client';
import { startTestServer, type TestServer } from '../test/test-server';

const SECRET = 'ENTRY-TEXT-5521';
let push: FakePushService;
let server: TestServer;
let ann: Learner;
let bob: Learner;

beforeAll(async () => {
  push = await startFakePushService();
  server = await startTestServer({ env: { PUSH_ALLOWED_HOSTS: '127.0.0.1' } });
  await createClient(server.url).register(); // the admin
  ann = await learner(server);
  bob = await learner(server);
  await ann.client.post('/api/journal-entries', { id: 930_001, title: SECRET, content: SECRET, keyLearning: SECRET }, deviceWrite());
});
afterAll(async () => {
  await server.close();
  await push.close();
});

describe('GET /api/push/key', () => {
  it('answers one public key, made once and kept in the database', async () => {
    const first = await ann.client.get<{ publicKey: string }>('/api/push/key');
    expect(first.status).toBe(200);
    expect(Buffer.from(first.body.publicKey, 'base64url')).toHaveLength(65);
    const again = await startTestServer({ databasePath: server.databasePath });
    try {
      const other = createClient(again.url);
      await other.login(ann.email);
      expect((await other.get<{ publicKey: string }>('/api/push/key')).body.publicKey).toBe(first.body.publicKey);
    } finally {
      await again.close();
    }
  });

  it('is the configured key when VAPID_* are set', async () => {
    const configured = await startTestServer({ env: { VAPID_PUBLIC_KEY: 'BPublicKeyFromTheEnvironment', VAPID_PRIVATE_KEY: 'private' } });
    try {
      const someone = createClient(configured.url);
      await someone.register();
      expect((await someone.get<{ publicKey: string }>('/api/push/key')).body).toEqual({ publicKey: 'BPublicKeyFromTheEnvironment' });
    } finally {
      await configured.close();
    }
  });
});

describe('subscriptions', () => {
  it('adds one per endpoint (posting it again changes nothing), lists and removes only the learner’s own', async () => {
    const device = push.newSubscription();
    expect((await ann.client.post('/api/push/subscriptions', device)).status).toBe(201);
    expect((await ann.client.post('/api/push/subscriptions', device)).status).toBe(201);
    const listed = await ann.client.get<Array<{ endpoint: string }>>('/api/push/subscriptions');
    expect(listed.body.map((s) => s.endpoint)).toEqual([device.endpoint]);
    expect(listed.text).not.toContain(device.keys.auth);

    expect((await bob.client.get<unknown[]>('/api/push/subscriptions')).body).toEqual([]);
    expect((await bob.client.request('DELETE', '/api/push/subscriptions', { endpoint: device.endpoint })).status).toBe(404);
    expect((await ann.client.get<unknown[]>('/api/push/subscriptions')).body).toHaveLength(1);

    expect((await ann.client.request('DELETE', '/api/push/subscriptions', { endpoint: device.endpoint })).status).toBe(204);
    expect((await ann.client.get<unknown[]>('/api/push/subscriptions')).body).toEqual([]);
  });

  it('refuses an endpoint outside PUSH_ALLOWED_HOSTS, or not https, with 400', async () => {
    const keys = push.newSubscription().keys;
    const elsewhere = await ann.client.post('/api/push/subscriptions', { endpoint: 'https://attacker.example/push/1', keys });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe('This push service is not one the server sends to');
    expect((await ann.client.post('/api/push/subscriptions', { endpoint: 'http://127.0.0.1:1/push/1', keys })).status).toBe(400);
    expect((await ann.client.post('/api/push/subscriptions', { endpoint: push.newSubscription().endpoint })).status).toBe(400);
    // The defaults allow the public push services only: not this machine.
    const defaults = await startTestServer({ databasePath: server.databasePath });
    try {
      const other = createClient(defaults.url);
      await other.login(ann.email);
      expect((await other.post('/api/push/subscriptions', push.newSubscription())).status).toBe(400);
      expect((await other.post('/api/push/subscriptions', { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys })).status).toBe(201);
      expect((await other.post('/api/push/subscriptions', { endpoint: 'https://wns2-by3p.notify.windows.com/w/?token=x', keys })).status).toBe(201);
      expect((await other.post('/api/push/subscriptions', { endpoint: 'https://notify.windows.com.attacker.example/w', keys })).status).toBe(400);
      for (const endpoint of ['https://fcm.googleapis.com/fcm/send/abc', 'https://wns2-by3p.notify.windows.com/w/?token=x']) await other.request('DELETE', '/api/push/subscriptions', { endpoint });
    } finally {
      await defaults.close();
    }
  });

  it('refuses visitors', async () => {
    const visitor = createClient(server.url);
    for (const [method, path] of [['GET', '/api/push/key'], ['GET', '/api/push/subscriptions'], ['POST', '/api/push/subscriptions'], ['DELETE', '/api/push/subscriptions'], ['POST', '/api/push/test']] as const) {
      expect((await visitor.request(method, path, method === 'GET' ? undefined : {})).status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('POST /api/push/test', () => {
  it('sends each of the learner’s devices one signed, encrypted notification with a title and a link and no entry text', async () => {
    const phone = push.newSubscription();
    const laptop = push.newSubscription();
    await ann.client.post('/api/push/subscriptions', phone);
    await ann.client.post('/api/push/subscriptions', laptop);
    await bob.client.post('/api/push/subscriptions', push.newSubscription());
    const before = push.messages.length;
    const res = await ann.client.post('/api/push/test', {});
    expect(res.body).toEqual({ sent: 2, removed: 0, failed: 0 });
    const messages = push.messages.slice(before);
    expect(messages.map((m) => m.subscription).sort()).toEqual([phone.endpoint, laptop.endpoint].sort());
    const { publicKey } = (await ann.client.get<{ publicKey: string }>('/api/push/key')).body;
    for (const message of messages) {
      expect(message.vapid.publicKey).toBe(publicKey);
      expect(message.vapid.aud).toBe(push.origin);
      expect(message.payload).toEqual({ kind: 'test', title: expect.any(String), body: expect.any(String), url: '/' });
      expect(message.text).not.toContain(SECRET);
    }
    expect(push.refusals).toEqual([]);
    for (const device of [phone, laptop]) await ann.client.request('DELETE', '/api/push/subscriptions', { endpoint: device.endpoint });
  });

  it('removes a subscription the push service answers 410 (or 404) for', async () => {
    const gone = push.newSubscription();
    const kept = push.newSubscription();
    await ann.client.post('/api/push/subscriptions', gone);
    await ann.client.post('/api/push/subscriptions', kept);
    push.answerWith(gone.endpoint, 410);
    expect((await ann.client.post('/api/push/test', {})).body).toEqual({ sent: 1, removed: 1, failed: 0 });
    expect((await ann.client.get<Array<{ endpoint: string }>>('/api/push/subscriptions')).body.map((s) => s.endpoint)).toEqual([kept.endpoint]);
    await ann.client.request('DELETE', '/api/push/subscriptions', { endpoint: kept.endpoint });
  });

  it('answers 429 past the hour’s test notifications', async () => {
    const cal = await learner(server);
    for (let i = 0; i < 10; i += 1) expect((await cal.client.post('/api/push/test', {})).status).toBe(200);
    const past = await cal.client.post('/api/push/test', {});
    expect(past.status).toBe(429);
    expect(past.body.message).toBe('Too many test notifications this hour');
  });
});

describe('GET/PUT /api/reminders', () => {
  it('answers the defaults, stores a change, and keeps each learner’s own', async () => {
    expect((await ann.client.get('/api/reminders')).body).toEqual({ writeAt: null, reviewsDue: true, goalDeadlines: true, weeklyDigest: false });
    const settings = { writeAt: '20:30', reviewsDue: false, goalDeadlines: true, weeklyDigest: true, quietFrom: '22:00', quietTo: '07:00' };
    const put = await ann.client.request('PUT', '/api/reminders', settings, { idempotencyKey: true });
    expect(put.status).toBe(200);
    expect(put.body).toEqual(settings);
    expect((await ann.client.get('/api/reminders')).body).toEqual(settings);
    expect((await bob.client.get('/api/reminders')).body).toEqual({ writeAt: null, reviewsDue: true, goalDeadlines: true, weeklyDigest: false });
    // A device from before the digest leaves it out: off, the rest stored.
    const older = await ann.client.request('PUT', '/api/reminders', { writeAt: null, reviewsDue: true, goalDeadlines: false }, { idempotencyKey: true });
    expect(older.body).toEqual({ writeAt: null, reviewsDue: true, goalDeadlines: false, weeklyDigest: false });
  });

  it('refuses a time that is not HH:MM and quiet hours with one end', async () => {
    const bad = await ann.client.request('PUT', '/api/reminders', { writeAt: '25:00', reviewsDue: true, goalDeadlines: true });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ path: 'writeAt' })]);
    const half = await ann.client.request('PUT', '/api/reminders', { writeAt: null, reviewsDue: true, goalDeadlines: true, quietFrom: '22:00' });
    expect(half.status).toBe(400);
  });
});
