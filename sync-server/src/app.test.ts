import { Router } from 'express';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION, publicConfigSchema } from '@learnlog/shared';
import { HttpError } from './lib/http-error';
import { DEFAULT_BODY_LIMIT_BYTES } from './middleware/body-limits';
import { CROSS_ORIGIN_MESSAGE, JSON_ONLY_MESSAGE } from './middleware/origin-guard';
import { createClient } from './test/http-client';
import { startTestServer, testDatabaseKind, type TestServer } from './test/test-server';
import { precompressFolder } from '../../scripts/vite/precompress';

const APP_SOURCE = `export const words = ${JSON.stringify('closures keep their scope '.repeat(200))};`;

// Routes that fail on purpose, to see what leaves the server.
const failingRouter = () => {
  const router = Router();
  router.get('/api/test/crash', () => {
    throw new Error('secret internal detail at /srv/db.ts:42');
  });
  router.get('/api/test/async-crash', async () => {
    await Promise.resolve();
    throw new TypeError('async secret');
  });
  router.get('/api/test/http-error', () => {
    throw new HttpError(409, 'Taken', { code: 'id_taken' });
  });
  router.post('/api/test/echo', (req, res) => {
    res.json({ received: req.body });
  });
  return router;
};

let server: TestServer;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'learnlog-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>LearnLog</title>');
  writeFileSync(path.join(dist, 'sw.js'), `self.addEventListener("install", () => {});\n${'// the precache manifest\n'.repeat(60)}`);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  // The compressed copies the build writes beside each file (scripts/vite/precompress.ts).
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), APP_SOURCE);
  await precompressFolder(dist);
  server = await startTestServer({ appDistDir: dist, routers: [failingRouter] });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('public calls', () => {
  it('GET /api/health answers ok, the version, and the database it runs on', async () => {
    const res = await createClient(server.url).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, version: APP_VERSION, database: { kind: testDatabaseKind(), ok: true } });
  });

  it('GET /api/config tells the app what is configured, never a secret', async () => {
    const plain = await createClient(server.url).get('/api/config');
    expect(publicConfigSchema.parse(plain.body)).toEqual({ stripePublishableKey: null, paymentsConfigured: false, aiConfigured: false, passwordResetByEmail: false, weeklyDigestByEmail: false });

    const configured = await startTestServer({
      env: { STRIPE_SECRET_KEY: 'sk_test_secret', STRIPE_PUBLISHABLE_KEY: 'pk_test_public', OPENAI_API_KEY: 'sk-ai-secret', SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_URL: 'http://127.0.0.1' },
    });
    try {
      const res = await createClient(configured.url).get('/api/config');
      expect(res.body).toEqual({ stripePublishableKey: 'pk_test_public', paymentsConfigured: true, aiConfigured: true, passwordResetByEmail: true, weeklyDigestByEmail: true });
      expect(res.text).not.toContain('secret');
    } finally {
      await configured.close();
    }
  });

  it("GET /api/config never names an admin's own address (Support is the feedback dialog, not an e-mail)", async () => {
    // The first account on this server is its admin (decisions).
    const admin = await createClient(server.url).register();
    expect(admin.user.isAdmin).toBe(true);
    const res = await createClient(server.url).get('/api/config');
    expect(res.text).not.toContain(admin.email);
  });
});

describe('security headers', () => {
  it('sends a CSP that admits Stripe and data:/blob: images, and the helmet defaults', async () => {
    const res = await createClient(server.url).get('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com[^;]*https:\/\/hooks\.stripe\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
    expect(csp).toMatch(/img-src 'self' data: blob:/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });
});

describe('the origin guard', () => {
  it('refuses a state-changing call from another origin', async () => {
    const res = await createClient(server.url).post('/api/test/echo', { a: 1 }, { headers: { Origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: CROSS_ORIGIN_MESSAGE });
    const opaque = await createClient(server.url).post('/api/auth/login', { email: 'a@b.co', password: 'x' }, { headers: { Origin: 'null' } });
    expect(opaque.status).toBe(403);
  });

  it('refuses a cross-site call that hides its origin', async () => {
    const res = await createClient(server.url).post('/api/test/echo', { a: 1 }, { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(res.status).toBe(403);
  });

  it('accepts the same origin, and calls without an Origin (non-browser clients)', async () => {
    const same = await createClient(server.url).post('/api/test/echo', { a: 1 }, { headers: { Origin: server.url } });
    expect(same.status).toBe(200);
    expect(same.body).toEqual({ received: { a: 1 } });
    expect((await createClient(server.url).post('/api/test/echo', { a: 2 })).status).toBe(200);
  });

  it('lets a foreign page read nothing but also change nothing with GET', async () => {
    const res = await createClient(server.url).get('/api/health', { headers: { Origin: 'https://evil.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a body that is not JSON (form posts and text/plain need no preflight)', async () => {
    const client = createClient(server.url);
    const form = await client.post('/api/test/echo', undefined, { rawBody: 'a=1', contentType: 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    expect(form.body).toEqual({ message: JSON_ONLY_MESSAGE });
    const text = await client.post('/api/auth/login', undefined, { rawBody: '{"email":"a@b.co","password":"x"}', contentType: 'text/plain' });
    expect(text.status).toBe(415);
    expect((await client.post('/api/test/echo', undefined, { rawBody: 'x' })).status).toBe(415);
  });

  it('exempts the Stripe webhook, which then answers itself', async () => {
    const res = await createClient(server.url).post('/api/stripe/webhook', undefined, {
      rawBody: '{"type":"payment_intent.succeeded"}',
      contentType: 'application/json',
      headers: { Origin: 'https://stripe.example' },
    });
    // Not refused as cross-origin: the webhook route answers (no secret configured here). Its own
    // tests (routes/stripe-webhook.route.test.ts) verify signatures over the unparsed body.
    expect(res.status).toBe(503);
  });
});

describe('the error shape', () => {
  it('answers 500 with a plain message and no stack or internal detail', async () => {
    for (const route of ['/api/test/crash', '/api/test/async-crash']) {
      const res = await createClient(server.url).get(route);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ message: 'Internal server error' });
      expect(res.text).not.toMatch(/secret|stack|at \//);
    }
  });

  it('passes an HttpError through with its status, message and code', async () => {
    const res = await createClient(server.url).get('/api/test/http-error');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Taken', code: 'id_taken' });
  });

  it('answers JSON 404 for an unknown /api path, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await createClient(server.url).request(method, '/api/no-such-thing');
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(res.body).toEqual({ message: 'Not found' });
    }
  });

  it('answers 400 for malformed JSON and 413 for a body over the cap (body limits: middleware/json-body.test.ts)', async () => {
    const client = createClient(server.url);
    const bad = await client.post('/api/test/echo', undefined, { rawBody: '{"a":', contentType: 'application/json' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'Request body is not valid JSON' });
    const huge = await client.post('/api/test/echo', { blob: 'x'.repeat(DEFAULT_BODY_LIMIT_BYTES) });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ message: 'Request body is too large' });
  });
});

describe('the static PWA', () => {
  it('serves hashed assets as immutable for a year, compressed', async () => {
    const res = await fetch(`${server.url}/assets/index-abc123.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('sends the copy the build compressed, as it is, brotli first, with the file’s own headers', async () => {
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      const res = await fetch(`${server.url}/assets/app-abc123.js`, { headers: { 'Accept-Encoding': encoding === 'br' ? 'gzip, br' : 'gzip' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('content-type')).toMatch(/javascript/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
      // fetch decodes the body: the copy's own bytes decode to the file.
      expect(await res.text()).toBe(APP_SOURCE);
      expect(readFileSync(path.join(dist, 'assets', `app-abc123.js${suffix}`)).length).toBe(Number(res.headers.get('content-length')));
    }
    const sw = await fetch(`${server.url}/sw.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(sw.headers.get('content-encoding')).toBe('gzip');
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const plain = await fetch(`${server.url}/assets/app-abc123.js`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(APP_SOURCE);
  });

  it('serves index.html and sw.js with no-cache', async () => {
    for (const file of ['/index.html', '/sw.js', '/']) {
      const res = await fetch(`${server.url}${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('cache-control'), file).toBe('no-cache');
    }
  });

  it('falls back to the app shell for client routes, but not for /api or missing assets', async () => {
    const page = await fetch(`${server.url}/journal/abc?x=1`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>LearnLog</title>');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${server.url}/assets/missing-123.js`)).status).toBe(404);
    const api = await fetch(`${server.url}/api/nope`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'Not found' });
  });
});
