import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { learner } from '../seed/test-fixtures';
import { createClient } from '../test/http-client';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const CALLS = [
  { path: '/api/create-payment-intent', valid: { planType: 'beta' }, invalid: { planType: 'gold' }, field: 'planType' },
  { path: '/api/subscription/upgrade', valid: { planId: 'sage', billingCycle: 'yearly' }, invalid: { planId: 'beta' }, field: 'planId' },
  { path: '/api/checkout/confirm', valid: { paymentIntentId: 'pi_123' }, invalid: {}, field: 'paymentIntentId' },
] as const;

describe('payments without STRIPE_SECRET_KEY', () => {
  for (const call of CALLS) {
    describe(`POST ${call.path}`, () => {
      it('answers 503 "Payments are not configured on this server" and changes nothing', async () => {
        const ann = await learner(server);
        const before = server.db.select().from(users).all();
        const res = await ann.client.post(call.path, call.valid, { idempotencyKey: true });
        expect(res.status).toBe(503);
        expect(res.body).toEqual({ message: 'Payments are not configured on this server' });
        expect(server.db.select().from(users).all()).toEqual(before);
      });

      it('validates the body first', async () => {
        const ann = await learner(server);
        const res = await ann.client.post(call.path, call.invalid);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ message: 'Validation failed', errors: [expect.objectContaining({ path: call.field })] });
      });

      it('answers 401 signed out', async () => {
        const res = await createClient(server.url).post(call.path, call.valid);
        expect(res.status).toBe(401);
      });
    });
  }
});
