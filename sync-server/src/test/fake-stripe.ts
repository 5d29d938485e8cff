/**
 * A local stand-in for the few Stripe API calls the server makes, on 127.0.0.1, for tests: point
 * STRIPE_API_BASE at `url` and the official SDK talks to it. It keeps PaymentIntents and Checkout
 * Sessions in memory; `succeed(id)` plays the learner paying. Events are signed with `signEvent`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import Stripe from 'stripe';

const FAKE_STRIPE_KEYS = {
  secret: 'sk_test_fake_learnlog',
  publishable: 'pk_test_fake_learnlog',
  webhookSecret: 'whsec_fake_learnlog',
} as const;

type Params = Record<string, unknown>;

interface FakeStripeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  params: Params;
}

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';
  client_secret: string;
  customer: string | null;
  description: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

interface FakeSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  url: string;
  status: 'open' | 'complete';
  customer: string | null;
  customer_email: string | null;
  client_reference_id: string | null;
  subscription: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  line_items: unknown;
}

/** Turns Stripe's form encoding (`metadata[userId]=1&line_items[0][quantity]=1`) into objects. */
function parseStripeForm(body: string): Params {
  const out: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Params = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Params;
    });
  }
  return out;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const record = (value: unknown): Record<string, string> => (value && typeof value === 'object' ? (value as Record<string, string>) : {});

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
  res.end(JSON.stringify(body));
}

const missing = (res: ServerResponse, id: string) =>
  sendJson(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${id}'` } });

export interface FakeStripe {
  /** For STRIPE_API_BASE, e.g. http://127.0.0.1:PORT */
  url: string;
  /** Every call received, oldest first. */
  requests: FakeStripeRequest[];
  intents: Map<string, FakeIntent>;
  sessions: Map<string, FakeSession>;
  /** The learner paid: the intent succeeds (as Stripe.js confirming it would). */
  succeed(id: string): FakeIntent;
  /** The env a server needs to use this fake. */
  env(): Record<'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_BASE', string>;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const sockets = new Set<Socket>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_fake${(counter += 1).toString().padStart(6, '0')}`;
  const now = () => Math.floor(Date.now() / 1000);

  const fake: FakeStripe = {
    url: '',
    requests: [],
    intents: new Map(),
    sessions: new Map(),
    succeed(id) {
      const intent = fake.intents.get(id);
      if (!intent) throw new Error(`fake Stripe has no intent ${id}`);
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
      return intent;
    },
    env: () => ({
      STRIPE_SECRET_KEY: FAKE_STRIPE_KEYS.secret,
      STRIPE_PUBLISHABLE_KEY: FAKE_STRIPE_KEYS.publishable,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_KEYS.webhookSecret,
      STRIPE_API_BASE: fake.url,
    }),
    close: async () => undefined,
  };

  function route(method: string, path: string, params: Params, res: ServerResponse): void {
    const intentMatch = /^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/.exec(path);
    if (method === 'POST' && path === '/v1/payment_intents') {
      const id = nextId('pi');
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(params['amount']),
        amount_received: 0,
        currency: text(params['currency']) ?? 'usd',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_fake`,
        customer: text(params['customer']),
        description: text(params['description']),
        metadata: record(params['metadata']),
        created: now(),
        livemode: false,
      };
      fake.intents.set(id, intent);
      return sendJson(res, 200, intent);
    }
    if (intentMatch) {
      const id = decodeURIComponent(intentMatch[1] ?? '');
      if (!fake.intents.has(id)) return missing(res, id);
      // Confirming (what Stripe.js does from the browser) always succeeds in the fake.
      if (method === 'POST' && intentMatch[2]) return sendJson(res, 200, fake.succeed(id));
      if (method === 'GET') return sendJson(res, 200, fake.intents.get(id));
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = nextId('cs');
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        mode: text(params['mode']) ?? 'payment',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: 'open',
        customer: text(params['customer']),
        customer_email: text(params['customer_email']),
        client_reference_id: text(params['client_reference_id']),
        subscription: null,
        metadata: record(params['metadata']),
        success_url: text(params['success_url']) ?? '',
        cancel_url: text(params['cancel_url']) ?? '',
        line_items: params['line_items'],
      };
      fake.sessions.set(id, session);
      return sendJson(res, 200, session);
    }
    sendJson(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } });
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = Buffer.concat(chunks).toString('utf8');
      const params = parseStripeForm(req.method === 'GET' ? url.search.slice(1) : body);
      const method = req.method ?? 'GET';
      fake.requests.push({ method, path: url.pathname, authorization: req.headers.authorization, params });
      // CORS, for a fake Stripe.js in a browser test that confirms through this server.
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('access-control-allow-headers', '*');
      if (method === 'OPTIONS') {
        res.writeHead(204);
        return res.end();
      }
      route(method, url.pathname, params, res);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  fake.close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}

/** A Stripe event as the webhook receives it: JSON text and its `Stripe-Signature` header. */
export function signEvent(type: string, object: unknown, secret: string = FAKE_STRIPE_KEYS.webhookSecret) {
  const payload = JSON.stringify({
    id: `evt_fake_${Math.random().toString(36).slice(2, 10)}`,
    object: 'event',
    type,
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}
