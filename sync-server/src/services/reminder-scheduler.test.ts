/**
 * The reminder scheduler, through the fake push service: each reminder at its time in the
 * learner's zone, once, not in quiet hours, not a writing reminder on a day they wrote; once
 * after a restart, and once with two servers (two nodes: on PostgreSQL two pools) ticking at once.
 */
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReminderSettingsInput } from '@learnlog/shared';
import type { AppDeps } from '../deps';
import { learner, updateLearner, type Learner } from '../seed/test-fixtures';
import { deviceWrite } from './synced-record.fixtures';
import { startFakePushService, type FakePushService, type FakeSubscription } from '../test/fake-push-service';
import { createClient } from '../test/http-client';
import { startTestServer, testDatabaseKind, type TestServer } from '../test/test-server';
import { runReminderTick, startReminderScheduler } from './reminder-scheduler';

const SECRET = 'WHAT-I-WROTE-8812';
let push: FakePushService;
let server: TestServer;
let nextId = 940_000;

const depsOf = (s: TestServer, env: Partial<AppDeps['env']> = {}): AppDeps => ({ env: { ...s.env, ...env }, db: s.db, clock: s.clock, logger: pino({ level: 'silent' }), bus: s.bus });
const tick = (s: TestServer = server) => runReminderTick(depsOf(s));
/** Paris is UTC+1 in January. */
const paris = (day: string, time: string) => new Date(`${day}T${time}:00+01:00`);

interface Subscribed extends Learner {
  device: FakeSubscription;
}

async function subscribed(settings: ReminderSettingsInput): Promise<Subscribed> {
  const someone = await learner(server);
  await updateLearner(server, someone.id, { timeZone: 'Europe/Paris' });
  const device = push.newSubscription();
  expect((await someone.client.post('/api/push/subscriptions', device)).status).toBe(201);
  expect((await someone.client.put('/api/reminders', settings)).status).toBe(200);
  return { ...someone, device };
}

const received = (who: Subscribed) => push.messages.filter((m) => m.subscription === who.device.endpoint);
const payloads = (who: Subscribed) => received(who).map((m) => m.payload);

async function writeEntry(who: Learner, fields: Record<string, unknown> = {}): Promise<number> {
  nextId += 1;
  const res = await who.client.post('/api/journal-entries', { id: nextId, title: SECRET, content: SECRET, ...fields }, deviceWrite());
  expect(res.status).toBe(201);
  return nextId;
}

beforeAll(async () => {
  push = await startFakePushService();
  server = await startTestServer({ env: { PUSH_ALLOWED_HOSTS: '127.0.0.1' }, now: paris('2026-01-12', '08:00') });
  await createClient(server.url).register(); // the admin
});
afterAll(async () => {
  await server.close();
  await push.close();
});

describe('the reminder scheduler', () => {
  it('sends the writing reminder at writeAt in the learner’s zone, once, and not on a day they already wrote', async () => {
    server.clock.set(paris('2026-01-12', '17:59'));
    const ann = await subscribed({ writeAt: '18:00', reviewsDue: false, goalDeadlines: false });
    await tick();
    expect(payloads(ann)).toEqual([]);
    server.clock.set(paris('2026-01-12', '18:00'));
    await tick();
    await tick();
    expect(payloads(ann)).toEqual([{ kind: 'write', title: 'Time to write', body: expect.any(String), url: '/journal/new' }]);

    server.clock.set(paris('2026-01-13', '10:00'));
    await writeEntry(ann);
    server.clock.set(paris('2026-01-13', '18:30'));
    await tick();
    expect(payloads(ann)).toHaveLength(1);
  });

  it('says how many cards are due at 09:00 without a writing time, and names a goal due tomorrow by its link only', async () => {
    server.clock.set(paris('2026-01-12', '11:00'));
    const bea = await subscribed({ writeAt: null, reviewsDue: true, goalDeadlines: true });
    await writeEntry(bea, { keyLearning: SECRET, questions: `- ${SECRET} one?\n- ${SECRET} two?` });
    const goalId = (nextId += 1);
    expect((await bea.client.post('/api/learning-goals', { id: goalId, title: SECRET, targetDate: '2026-01-14' }, deviceWrite())).status).toBe(201);

    server.clock.set(paris('2026-01-13', '08:59'));
    await tick();
    expect(payloads(bea)).toEqual([]);
    server.clock.set(paris('2026-01-13', '09:00'));
    await tick();
    await tick();
    expect(payloads(bea)).toEqual([
      { kind: 'reviews', title: '3 cards due', body: expect.any(String), url: '/review' },
      { kind: 'goal', title: 'A goal is due tomorrow', body: expect.any(String), url: `/goals/${goalId}` },
    ]);
    for (const message of received(bea)) expect(message.text).not.toContain(SECRET);
  });

  it('counts only what today’s review limit leaves', async () => {
    server.clock.set(paris('2026-01-12', '11:00'));
    const cem = await subscribed({ writeAt: '07:30', reviewsDue: true, goalDeadlines: false });
    await updateLearner(server, cem.id, { reviewSettings: { dailyLimit: 2, pausedTags: [] } });
    await writeEntry(cem, { keyLearning: 'k', questions: 'a?\nb?\nc?' });
    server.clock.set(paris('2026-01-13', '07:30'));
    await tick();
    expect(payloads(cem)).toEqual([expect.objectContaining({ kind: 'write' }), expect.objectContaining({ kind: 'reviews', title: '2 cards due' })]);
  });

  it('leaves suspended cards out of the count', async () => {
    server.clock.set(paris('2026-01-12', '11:00'));
    const dee = await subscribed({ writeAt: '07:30', reviewsDue: true, goalDeadlines: false });
    const entryId = await writeEntry(dee, { keyLearning: 'k', questions: 'a?\nb?' });
    nextId += 1;
    const suspend = { id: nextId, entryId, cardKey: 'key', cardText: 'k', rating: 'suspended', reviewedAt: paris('2026-01-12', '11:00').toISOString() };
    expect((await dee.client.post('/api/review-logs', suspend, deviceWrite())).status).toBe(201);
    server.clock.set(paris('2026-01-13', '07:30'));
    await tick();
    expect(payloads(dee)).toEqual([expect.objectContaining({ kind: 'write' }), expect.objectContaining({ kind: 'reviews', title: '2 cards due' })]);
  });

  it('holds reminders in quiet hours and sends them when the quiet hours end', async () => {
    server.clock.set(paris('2026-01-12', '07:30'));
    const dan = await subscribed({ writeAt: '07:00', reviewsDue: false, goalDeadlines: false, quietFrom: '06:30', quietTo: '08:00' });
    await tick();
    expect(payloads(dan)).toEqual([]);
    server.clock.set(paris('2026-01-12', '08:00'));
    await tick();
    expect(payloads(dan)).toEqual([expect.objectContaining({ kind: 'write' })]);
  });

  it('after a restart sends a reminder missed while down once, and not the days it was down for', async () => {
    server.clock.set(paris('2026-01-12', '07:00'));
    const eva = await subscribed({ writeAt: '08:00', reviewsDue: false, goalDeadlines: false });
    await tick();
    // Down from 07:00 to 12:00: a new process on the same database.
    const restarted = await startTestServer({ databasePath: server.databasePath, env: { PUSH_ALLOWED_HOSTS: '127.0.0.1' }, now: paris('2026-01-12', '12:00') });
    try {
      await tick(restarted);
      await tick(restarted);
      expect(payloads(eva)).toHaveLength(1);
      // Down all of the 13th: on the 14th, the 14th's reminder alone.
      restarted.clock.set(paris('2026-01-14', '12:00'));
      await tick(restarted);
      expect(payloads(eva)).toHaveLength(2);
    } finally {
      await restarted.close();
    }
  });

  // SQLite is one process (README): there, two schedulers of one node; on PostgreSQL, two nodes' pools.
  const twoNodes = testDatabaseKind() === 'postgres';
  it(`sends each reminder once when ${twoNodes ? 'two nodes' : 'two schedulers'} tick at the same time, over and over`, async () => {
    server.clock.set(paris('2026-01-12', '11:00'));
    const learners = await Promise.all([0, 1, 2].map(() => subscribed({ writeAt: '12:00', reviewsDue: true, goalDeadlines: false })));
    for (const who of learners) await writeEntry(who, { keyLearning: 'k' });
    const second = twoNodes ? await startTestServer({ databasePath: server.databasePath, env: { PUSH_ALLOWED_HOSTS: '127.0.0.1' } }) : server;
    const at = paris('2026-01-13', '12:00');
    server.clock.set(at);
    if (second !== server) second.clock.set(at);
    // Two ticks at once on one node, too.
    await Promise.all([tick(server), tick(server), tick(second)]);
    const schedulers = [startReminderScheduler(depsOf(server, { REMINDER_TICK_MS: 15 })), startReminderScheduler(depsOf(second, { REMINDER_TICK_MS: 15 }))];
    try {
      await new Promise((resolve) => setTimeout(resolve, 600));
    } finally {
      await Promise.all(schedulers.map((s) => s.stop()));
      if (second !== server) await second.close();
    }
    // One of each, whichever node claimed which.
    for (const who of learners) expect(payloads(who).map((p) => (p as { kind: string }).kind).sort()).toEqual(['reviews', 'write']);
    expect(push.refusals).toEqual([]);
  });
});
