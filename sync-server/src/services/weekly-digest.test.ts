/**
 * The weekly e-mail digest through the local fake SMTP server: on Monday in the learner's zone,
 * once (two ticks, or two nodes on PostgreSQL, send one), with the week's entries and the due
 * cards, nothing in an empty week; its unsubscribe link (GET and RFC 8058 one-click POST) turns
 * it off, and a forged or another learner's token changes nothing of yours.
 */
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIGEST_TOKEN_INVALID_MESSAGE, DIGEST_UNSUBSCRIBED_MESSAGE, type ReminderSettingsInput } from '@learnlog/shared';
import type { AppDeps } from '../deps';
import { learner, updateLearner, type Learner } from '../seed/test-fixtures';
import { startFakeSmtp, type FakeSmtp, type ReceivedMail } from '../test/fake-smtp';
import { createClient } from '../test/http-client';
import { startTestServer, testDatabaseKind, type TestServer } from '../test/test-server';
import { unsubscribeToken } from './digest-unsubscribe';
import { runReminderTick } from './reminder-scheduler';
import { deviceWrite } from './synced-record.fixtures';

let smtp: FakeSmtp;
let server: TestServer;
let nextId = 960_000;

const depsOf = (s: TestServer): AppDeps => ({ env: s.env, db: s.db, clock: s.clock, logger: pino({ level: 'silent' }), bus: s.bus });
const tick = (s: TestServer = server) => runReminderTick(depsOf(s));
/** Paris is UTC+1 in January; 2026-01-12 and 2026-01-19 are Mondays. */
const paris = (day: string, time: string) => new Date(`${day}T${time}:00+01:00`);
const at = (instant: Date) => server.clock.set(instant);
const DIGEST_ONLY: ReminderSettingsInput = { writeAt: null, reviewsDue: false, goalDeadlines: false, weeklyDigest: true };

const mailsTo = (who: Learner): ReceivedMail[] => smtp.mails.filter((m) => m.to.includes(who.email.toLowerCase()));
const digestOn = async (who: Learner) => (await who.client.get<{ weeklyDigest: boolean }>('/api/reminders')).body.weeklyDigest;

/** The path and query of the unsubscribe link in a mail's text part. */
function unsubscribePathIn(mail: ReceivedMail): string {
  const link = /No more weekly e-mails: (https?:\/\/\S+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`No unsubscribe link in:\n${mail.text}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

async function digestLearner(settings: ReminderSettingsInput = DIGEST_ONLY): Promise<Learner> {
  const someone = await learner(server);
  await updateLearner(server, someone.id, { timeZone: 'Europe/Paris' });
  expect((await someone.client.put('/api/reminders', settings)).status).toBe(200);
  return someone;
}

async function writeEntry(who: Learner, fields: Record<string, unknown>): Promise<void> {
  nextId += 1;
  expect((await who.client.post('/api/journal-entries', { id: nextId, content: 'body', ...fields }, deviceWrite())).status).toBe(201);
}

async function addGoal(who: Learner, title: string, targetDate: string): Promise<void> {
  nextId += 1;
  expect((await who.client.post('/api/learning-goals', { id: nextId, title, targetDate }, deviceWrite())).status).toBe(201);
}

beforeAll(async () => {
  smtp = await startFakeSmtp();
  server = await startTestServer({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://127.0.0.1' }, now: paris('2026-01-08', '10:00') });
  await createClient(server.url).register(); // the admin
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

describe('the weekly digest', () => {
  // SQLite is one process (README): there, two ticks of one node; on PostgreSQL, two nodes' pools.
  const twoNodes = testDatabaseKind() === 'postgres';
  it(`goes once on Monday at 09:00 with the week's entries, due cards and goals ahead (${twoNodes ? 'two nodes' : 'two ticks'} at once)`, async () => {
    at(paris('2026-01-08', '10:00'));
    const ann = await digestLearner();
    await writeEntry(ann, { title: 'Rust lifetimes', keyLearning: 'A borrow ends at its last use', questions: '- What ends a borrow?\n- Why NLL?' });
    await addGoal(ann, 'Finish the Rust book', '2026-01-20');
    await addGoal(ann, 'Goal far away', '2026-03-01');

    at(paris('2026-01-12', '08:59'));
    await tick();
    expect(mailsTo(ann)).toEqual([]);

    const second = twoNodes ? await startTestServer({ databasePath: server.databasePath, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://127.0.0.1' } }) : server;
    try {
      at(paris('2026-01-12', '09:00'));
      second.clock.set(paris('2026-01-12', '09:00'));
      await Promise.all([tick(server), tick(server), tick(second)]);
      await tick(second);
    } finally {
      if (second !== server) await second.close();
    }
    await smtp.waitForMail(ann.email);
    expect(mailsTo(ann)).toHaveLength(1);
    const mail = mailsTo(ann)[0]?.text ?? '';
    expect(mail).toContain('Subject: Your week in LearnLog');
    expect(mail).toContain('- Rust lifetimes: A borrow ends at its last use');
    expect(mail).toContain('3 cards due for review');
    expect(mail).toContain('Finish the Rust book (2026-01-20)');
    expect(mail).not.toContain('Goal far away');
    expect(mail).toContain('Content-Type: text/html');
    expect(mail).toContain('<strong>Rust lifetimes</strong>');
    expect(mail).toMatch(/List-Unsubscribe:\s+<http:\/\/127\.0\.0\.1\/api\/reminders\/unsubscribe\?token=/);
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // Later that Monday and on Tuesday: nothing more; the next Monday, the next week's.
    at(paris('2026-01-12', '18:00'));
    await tick();
    at(paris('2026-01-13', '09:00'));
    await tick();
    expect(mailsTo(ann)).toHaveLength(1);
    at(paris('2026-01-19', '09:00'));
    await tick();
    expect(mailsTo(ann)).toHaveLength(2);
    expect(mailsTo(ann)[1]?.text).not.toContain('Rust lifetimes:');
  });

  it('says nothing in a week with nothing to say, nor to a learner who has not turned it on', async () => {
    at(paris('2026-01-08', '10:00'));
    const quiet = await digestLearner();
    const off = await digestLearner({ ...DIGEST_ONLY, weeklyDigest: false });
    await writeEntry(off, { title: 'Written, but no digest asked for' });
    at(paris('2026-01-12', '09:30'));
    await tick();
    expect(mailsTo(quiet)).toEqual([]);
    expect(mailsTo(off)).toEqual([]);
  });

  it('goes at writeAt when the learner set one', async () => {
    at(paris('2026-01-08', '10:00'));
    const bea = await digestLearner({ ...DIGEST_ONLY, writeAt: '19:30' });
    await writeEntry(bea, { title: 'Evening entry' });
    at(paris('2026-01-12', '19:29'));
    await tick();
    expect(mailsTo(bea)).toEqual([]);
    at(paris('2026-01-12', '19:30'));
    await tick();
    expect(mailsTo(bea)).toHaveLength(1);
  });

  it('is turned off by the link in the mail (GET) and by a mail client’s one-click POST', async () => {
    at(paris('2026-01-08', '10:00'));
    const cem = await digestLearner();
    await writeEntry(cem, { title: 'Something learned' });
    at(paris('2026-01-12', '09:00'));
    await tick();
    const path = unsubscribePathIn(await smtp.waitForMail(cem.email));

    const page = await fetch(`${server.url}${path}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain(DIGEST_UNSUBSCRIBED_MESSAGE);
    expect(await digestOn(cem)).toBe(false);

    expect((await cem.client.put('/api/reminders', DIGEST_ONLY)).status).toBe(200);
    // As RFC 8058 has the mail provider send it: a form body, no cookie, no Origin.
    const oneClick = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({ message: DIGEST_UNSUBSCRIBED_MESSAGE });
    expect(await digestOn(cem)).toBe(false);
    // Its other settings stay as they were.
    expect((await cem.client.get('/api/reminders')).body).toEqual({ ...DIGEST_ONLY, weeklyDigest: false });
  });

  it('refuses a forged or missing token with 400, and another learner’s token turns off only theirs', async () => {
    const dan = await digestLearner();
    const eve = await digestLearner();
    const evesToken = await unsubscribeToken(server.db, eve.id, server.clock.now());
    const evesSignature = evesToken.split('.')[1] ?? '';
    const forged = [`${dan.id}.${'A'.repeat(43)}`, `${dan.id}.${evesSignature}`, 'x', `${dan.id}`];
    for (const token of forged) {
      const get = await fetch(`${server.url}/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(get.status, token).toBe(400);
      expect(await get.text()).toContain(DIGEST_TOKEN_INVALID_MESSAGE);
      const post = await fetch(`${server.url}/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST' });
      expect(post.status, token).toBe(400);
      expect(await post.json()).toEqual({ message: DIGEST_TOKEN_INVALID_MESSAGE });
    }
    expect((await fetch(`${server.url}/api/reminders/unsubscribe`)).status).toBe(400);
    expect(await digestOn(dan)).toBe(true);

    expect((await fetch(`${server.url}/api/reminders/unsubscribe?token=${encodeURIComponent(evesToken)}`, { method: 'POST' })).status).toBe(200);
    expect(await digestOn(eve)).toBe(false);
    expect(await digestOn(dan)).toBe(true);
  });
});
