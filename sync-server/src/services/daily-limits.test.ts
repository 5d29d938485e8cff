/**
 * A seeker's daily limit cannot be lifted with X-Time-Zone (issue: alternating Honolulu and UTC
 * let a seeker create 31 entries in one day). Real server over HTTP, the server's clock moved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SEEKER_DAILY_LIMITS, hasUnlimitedEntries, type JournalEntry, type Usage } from '@learnlog/shared';
import { users } from '../db/schema';
import { PLAN_PATCHES, learner, updateLearner, type Learner } from '../seed/test-fixtures';
import { startTestServer, type TestServer } from '../test/test-server';
import { deviceWrite } from './synced-record.fixtures';

let server: TestServer;
// 12:00 UTC: the 20th in UTC, still the 20th in Honolulu (UTC-10) until 10:00 UTC, then...
beforeAll(async () => {
  server = await startTestServer({ now: '2026-03-20T12:00:00.000Z' });
});
afterAll(() => server.close());

const ZONES = ['Pacific/Honolulu', 'UTC', 'Pacific/Kiritimati', 'Etc/GMT+12'];
let nextId = 5_000_000;

/** A learner on the Seeker limits: inside the trial if the trial has them, else after it. */
async function limitedSeeker(): Promise<Learner> {
  const seeker = await learner(server, PLAN_PATCHES.seeker);
  const row = server.db.select().from(users).where(eq(users.id, seeker.id)).get();
  if (row && hasUnlimitedEntries(row, server.clock.now())) updateLearner(server, seeker.id, PLAN_PATCHES.expiredSeeker);
  return seeker;
}

function createEntry(seeker: Learner, timeZone: string) {
  nextId += 1;
  return seeker.client.post<JournalEntry>('/api/journal-entries', { id: nextId, title: `In ${timeZone}`, content: 'x' }, deviceWrite({ timeZone }));
}

function createResource(seeker: Learner, timeZone: string) {
  nextId += 1;
  return seeker.client.post('/api/resources', { id: nextId, title: `In ${timeZone}`, type: 'book' }, deviceWrite({ timeZone }));
}

describe('the seeker daily limit across time zones', () => {
  it('admits only the limit when the zone alternates between creates', async () => {
    server.clock.set('2026-03-20T12:00:00.000Z');
    const seeker = await limitedSeeker();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await createEntry(seeker, ZONES[i % ZONES.length] as string)).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(SEEKER_DAILY_LIMITS.journalEntries);
    expect(statuses.filter((s) => s === 403)).toHaveLength(12 - SEEKER_DAILY_LIMITS.journalEntries);

    const resources: number[] = [];
    for (let i = 0; i < 12; i += 1) resources.push((await createResource(seeker, ZONES[(i + 1) % ZONES.length] as string)).status);
    expect(resources.filter((s) => s === 201)).toHaveLength(SEEKER_DAILY_LIMITS.resources);
  });

  it('admits only the limit from concurrent creates in different zones', async () => {
    server.clock.set('2026-03-20T12:00:00.000Z');
    const seeker = await limitedSeeker();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => createEntry(seeker, i % 2 === 0 ? 'Pacific/Honolulu' : 'UTC')));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(SEEKER_DAILY_LIMITS.journalEntries);
    expect((await seeker.client.get<JournalEntry[]>('/api/journal-entries')).body).toHaveLength(SEEKER_DAILY_LIMITS.journalEntries);
    const usage = await seeker.client.get<Usage>('/api/user/usage', { headers: { 'X-Time-Zone': 'Pacific/Kiritimati' } });
    expect(usage.body.journalEntries.used).toBe(SEEKER_DAILY_LIMITS.journalEntries);
  });

  it('opens a new day once the pinned zone\'s day is over, in the zone the learner is in now', async () => {
    server.clock.set('2026-03-20T12:00:00.000Z');
    const seeker = await limitedSeeker();
    expect((await createEntry(seeker, 'UTC')).status).toBe(201);
    expect((await createEntry(seeker, 'Pacific/Kiritimati')).status).toBe(403);

    // Midnight UTC: the UTC day is over; the learner is now in Honolulu, where it is still the 20th.
    server.clock.set('2026-03-21T00:30:00.000Z');
    expect((await createEntry(seeker, 'Pacific/Honolulu')).status).toBe(201);
    // That usage day is labelled the 21st in Honolulu: it lasts until Honolulu's 21st is over.
    expect((await createEntry(seeker, 'UTC')).status).toBe(403);
    server.clock.set('2026-03-21T20:00:00.000Z'); // 10:00 on the 21st in Honolulu
    expect((await createEntry(seeker, 'Pacific/Honolulu')).status).toBe(403);
    server.clock.set('2026-03-22T10:30:00.000Z'); // 00:30 on the 22nd in Honolulu
    expect((await createEntry(seeker, 'Pacific/Honolulu')).status).toBe(201);
  });

  it('still counts a learner with no limit, so usage stays right', async () => {
    server.clock.set('2026-03-20T12:00:00.000Z');
    const sage = await learner(server, PLAN_PATCHES.sage);
    for (const zone of ZONES) expect((await createEntry(sage, zone)).status).toBe(201);
    const usage = await sage.client.get<Usage>('/api/user/usage');
    expect(usage.body.journalEntries).toEqual({ used: ZONES.length, limit: null, isUnlimited: true });
  });
});
