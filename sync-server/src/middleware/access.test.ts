import { Router } from 'express';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES, TRIAL_DAYS } from '@learnlog/shared';
import type { AppDeps } from '../deps';
import { createClient } from '../test/http-client';
import { startTestServer, type TestServer, testTables } from '../test/test-server';
import { requireUser } from './auth';
import { requireAccess, requirePremium } from './access';

const { users } = testTables();

const gatedRouter = ({ clock }: AppDeps) => {
  const router = Router();
  router.get('/api/test/gated', requireUser, requireAccess(clock), (_req, res) => {
    res.json({ ok: true });
  });
  router.get('/api/test/premium', requireUser, requirePremium(clock), (_req, res) => {
    res.json({ ok: true });
  });
  return router;
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ routers: [gatedRouter], now: '2025-02-01T10:00:00.000Z' });
  await createClient(server.url).register(); // the first account is an admin; the tests need learners
});
afterAll(() => server.close());

describe('requireAccess and requirePremium', () => {
  it('let a learner in during the trial, Pro features included (the trial is the whole product)', async () => {
    const ann = createClient(server.url);
    await ann.register();
    expect((await ann.get('/api/test/gated')).status).toBe(200);
    expect((await ann.get('/api/test/premium')).status).toBe(200);
  });

  it('keep Pro features for premium plans once the trial is over', async () => {
    const ann = createClient(server.url);
    const { user } = await ann.register();
    await server.db.transaction((tx) => tx.q.update(users).set({ subscriptionType: 'scholar', trialStartedAt: '2000-01-01T00:00:00.000Z' }).where(eq(users.id, user.id)));
    expect((await ann.get('/api/test/gated')).status).toBe(200);
    const premium = await ann.get('/api/test/premium');
    expect(premium.status).toBe(403);
    expect(premium.body).toEqual({ message: 'Premium access required' });
  });

  it('refuse with the trial-ended message once the trial is over, and let lifetime access back in', async () => {
    const local = await startTestServer({ routers: [gatedRouter] });
    try {
      await createClient(local.url).register();
      const bob = createClient(local.url);
      const { user } = await bob.register();
      local.clock.advanceDays(TRIAL_DAYS + 1);
      const refused = await bob.get('/api/test/gated');
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: MESSAGES.accessRequired, code: ERROR_CODES.accessRequired });

      await local.db.q.update(users).set({ lifetimeAccess: true, subscriptionType: 'beta' }).where(eq(users.id, user.id));
      expect((await bob.get('/api/test/gated')).status).toBe(200);
      expect((await bob.get('/api/test/premium')).status).toBe(200);
    } finally {
      await local.close();
    }
  });

  it('answer 401 before any plan check when signed out', async () => {
    expect((await createClient(server.url).get('/api/test/gated')).status).toBe(401);
  });
});
