import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS, SEEKER_DAILY_LIMITS, TRIAL_DAYS, type Access, type Usage } from '@learnlog/shared';
import { PLAN_PATCHES, learner, updateLearner } from '../seed/test-fixtures';
import { createClient } from '../test/http-client';
import { startTestServer, type TestServer, testTables } from '../test/test-server';

const { dailyUsage } = testTables();

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: '2026-03-20T12:00:00.000Z' });
});
afterAll(() => server.close());

const limited = (used: number, limit: number) => ({ used, limit, isUnlimited: false });
const unlimited = (used: number) => ({ used, limit: null, isUnlimited: true });

describe('GET /api/user/usage', () => {
  it('gives a new learner the whole product during the trial: no daily limit', async () => {
    const ann = await learner(server);
    const res = await ann.client.get<Usage>('/api/user/usage');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ journalEntries: unlimited(0), resourceEntries: unlimited(0), currentPlan: 'seeker', planDisplayName: 'Trial' });
  });

  it('gives a seeker after the trial the daily limits of the shared constants, nothing used', async () => {
    const ann = await learner(server, PLAN_PATCHES.expiredSeeker);
    const res = await ann.client.get<Usage>('/api/user/usage');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      journalEntries: limited(0, SEEKER_DAILY_LIMITS.journalEntries),
      resourceEntries: limited(0, SEEKER_DAILY_LIMITS.resources),
      currentPlan: 'seeker',
      planDisplayName: PLANS.seeker.displayName,
    });
  });

  it('counts today\'s creates, and starts again on the next calendar day', async () => {
    const ann = await learner(server, PLAN_PATCHES.expiredSeeker);
    const created = await ann.client.post('/api/resources', { title: 'SICP', type: 'book' }, { idempotencyKey: true });
    expect(created.status).toBe(201);
    await ann.client.post('/api/journal-entries', { title: 'Day one', content: 'Recursion' }, { idempotencyKey: true });

    const today = await ann.client.get<Usage>('/api/user/usage');
    expect(today.body.journalEntries).toEqual(limited(1, 1));
    expect(today.body.resourceEntries).toEqual(limited(1, 3));

    server.clock.advanceDays(1);
    try {
      const tomorrow = await ann.client.get<Usage>('/api/user/usage');
      expect(tomorrow.body.journalEntries).toEqual(limited(0, 1));
      expect(tomorrow.body.resourceEntries).toEqual(limited(0, 3));
    } finally {
      server.clock.advanceDays(-1);
    }
  });

  it('reads "today" in the zone of the learner\'s usage day, and a new zone from the next day', async () => {
    const ann = await learner(server);
    await server.db.q.insert(dailyUsage).values({ userId: ann.id, day: '2026-03-20', timeZone: 'UTC', journalEntries: 1 });
    expect((await ann.client.get<Usage>('/api/user/usage')).body.journalEntries.used).toBe(1);
    // 12:00 UTC on the 20th is already the 21st in Kiritimati (UTC+14), but the day was counted in UTC.
    const moved = await ann.client.get<Usage>('/api/user/usage', { headers: { 'X-Time-Zone': 'Pacific/Kiritimati' } });
    expect(moved.body.journalEntries.used).toBe(1);
    server.clock.advanceDays(1);
    try {
      expect((await ann.client.get<Usage>('/api/user/usage')).body.journalEntries.used).toBe(0);
    } finally {
      server.clock.advanceDays(-1);
    }
  });

  it('is unlimited for paid plans, lifetime access and admins', async () => {
    const sage = await learner(server, PLAN_PATCHES.sage);
    await server.db.q.insert(dailyUsage).values({ userId: sage.id, day: '2026-03-20', timeZone: 'UTC', journalEntries: 4 });
    expect((await sage.client.get<Usage>('/api/user/usage')).body).toEqual({
      journalEntries: unlimited(4),
      resourceEntries: unlimited(0),
      currentPlan: 'sage',
      planDisplayName: 'Sage',
    });
    const scholar = await learner(server, PLAN_PATCHES.scholar);
    expect((await scholar.client.get<Usage>('/api/user/usage')).body).toMatchObject({ journalEntries: unlimited(0), planDisplayName: 'Scholar' });
    const lifetime = await learner(server, PLAN_PATCHES.lifetime);
    expect((await lifetime.client.get<Usage>('/api/user/usage')).body).toMatchObject({
      resourceEntries: unlimited(0),
      currentPlan: 'beta',
      planDisplayName: PLANS.beta.displayName,
    });
    const admin = await learner(server, PLAN_PATCHES.admin);
    expect((await admin.client.get<Usage>('/api/user/usage')).body.journalEntries).toEqual(unlimited(0));
  });

  it('falls back to the seeker limits when a recurring plan has lapsed', async () => {
    const ann = await learner(server, { ...PLAN_PATCHES.expiredSeeker, subscriptionType: 'sage', subscriptionStatus: 'canceled' });
    expect((await ann.client.get<Usage>('/api/user/usage')).body).toMatchObject({
      journalEntries: limited(0, 1),
      currentPlan: 'seeker',
      planDisplayName: 'Seeker',
    });
  });

  it('answers 401 signed out', async () => {
    const res = await createClient(server.url).get('/api/user/usage');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthorized' });
  });
});

describe('GET /api/user/access', () => {
  it('grants a new learner the trial (Pro included), and withdraws it when the trial ends (injected clock)', async () => {
    const ann = await learner(server);
    expect((await ann.client.get<Access>('/api/user/access')).body).toEqual({
      hasAccess: true,
      trialDaysLeft: TRIAL_DAYS,
      isPremium: true,
    });
    server.clock.advanceDays(TRIAL_DAYS - 1);
    try {
      expect((await ann.client.get<Access>('/api/user/access')).body).toEqual({ hasAccess: true, trialDaysLeft: 1, isPremium: true });
      server.clock.advanceDays(1);
      expect((await ann.client.get<Access>('/api/user/access')).body).toEqual({ hasAccess: false, trialDaysLeft: 0, isPremium: false });
    } finally {
      server.clock.advanceDays(-TRIAL_DAYS);
    }
  });

  it('keeps access after the trial for paid plans, lifetime and admins; premium only from sage up', async () => {
    const expired = PLAN_PATCHES.expiredSeeker.trialStartedAt;
    const cases = [
      [{ ...PLAN_PATCHES.scholar, trialStartedAt: expired }, { hasAccess: true, isPremium: false }],
      [{ ...PLAN_PATCHES.sage, trialStartedAt: expired }, { hasAccess: true, isPremium: true }],
      [{ ...PLAN_PATCHES.lifetime, trialStartedAt: expired }, { hasAccess: true, isPremium: true }],
      [{ ...PLAN_PATCHES.expiredSeeker, isAdmin: true }, { hasAccess: true, isPremium: true }],
      [PLAN_PATCHES.expiredSeeker, { hasAccess: false, isPremium: false }],
    ] as const;
    for (const [patch, expected] of cases) {
      const someone = await learner(server, patch);
      expect((await someone.client.get<Access>('/api/user/access')).body).toEqual({ ...expected, trialDaysLeft: 0 });
    }
  });

  it('reflects a plan change at once', async () => {
    const ann = await learner(server, PLAN_PATCHES.expiredSeeker);
    expect((await ann.client.get<Access>('/api/user/access')).body.hasAccess).toBe(false);
    await updateLearner(server, ann.id, PLAN_PATCHES.lifetime);
    expect((await ann.client.get<Access>('/api/user/access')).body).toMatchObject({ hasAccess: true, isPremium: true });
  });

  it('answers 401 signed out', async () => {
    const res = await createClient(server.url).get('/api/user/access');
    expect(res.status).toBe(401);
  });
});
