/**
 * A push service on 127.0.0.1 over HTTPS (the certificate from push-tls-global-setup.ts), for
 * tests of what the server sends through web-push. Like a real one it checks the VAPID
 * `Authorization: vapid t=JWT, k=KEY` header (an ES256 signature by KEY, `aud` its own origin,
 * not expired), and it decrypts the aes128gcm body (RFC 8291 over RFC 8188) with the
 * subscription's private key and auth secret, which only the browser holds in real life:
 *
 *   const push = await startFakePushService();
 *   const device = push.newSubscription();            // { endpoint, keys: { p256dh, auth } }
 *   await ann.post('/api/push/subscriptions', device);
 *   const [message] = await push.waitForMessages(1);  // message.payload is the decrypted JSON
 */
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PUSH_TLS_DIR_VARIABLE } from './push-tls-global-setup';

export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

interface ReceivedPush {
  subscription: string;
  payload: unknown;
  /** The decrypted bytes as text, to check what they do not contain. */
  text: string;
  ttl: string | undefined;
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
}

export interface FakePushService {
  origin: string;
  messages: ReceivedPush[];
  /** Requests refused (a bad signature, a wrong audience, an undecryptable body), with why. */
  refusals: string[];
  newSubscription(): FakeSubscription;
  /** What this subscription's endpoint answers from now on (e.g. 410: the browser unsubscribed). */
  answerWith(endpoint: string, status: number): void;
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

const b64url = (data: Buffer) => data.toString('base64url');
const fromB64url = (text: string) => Buffer.from(text, 'base64url');

interface Device {
  ecdh: ECDH;
  publicKey: Buffer;
  auth: Buffer;
  status: number;
}

function verifyVapid(header: string | undefined, origin: string): ReceivedPush['vapid'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no vapid Authorization header: ${header ?? '(none)'}`);
  const [, token = '', key = ''] = match;
  const [head = '', claims = '', signature = ''] = token.split('.');
  const point = fromB64url(key);
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) }, format: 'jwk' });
  if ((JSON.parse(fromB64url(head).toString()) as { alg?: string }).alg !== 'ES256') throw new Error('the JWT is not ES256');
  const signed = verify('sha256', Buffer.from(`${head}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, fromB64url(signature));
  if (!signed) throw new Error('the JWT signature does not verify with k');
  const body = JSON.parse(fromB64url(claims).toString()) as { aud: string; sub: string; exp: number };
  if (body.aud !== origin) throw new Error(`aud ${body.aud} is not ${origin}`);
  if (!(body.exp * 1000 > Date.now())) throw new Error('the JWT has expired');
  if (!/^(mailto:|https:\/\/)/.test(body.sub)) throw new Error(`sub ${body.sub} is not a mailto: or https: address`);
  return { ...body, publicKey: key };
}

/** RFC 8291 §3.4 and RFC 8188 §2: one record, keyid the sender's public key. */
function decrypt(device: Device, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65 || record.length > recordSize) throw new Error('not one aes128gcm record with a P-256 keyid');
  const shared = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the last record has no 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export async function startFakePushService(): Promise<FakePushService> {
  const dir = process.env[PUSH_TLS_DIR_VARIABLE];
  if (!dir) throw new Error(`${PUSH_TLS_DIR_VARIABLE} is unset: run the tests through vitest (push-tls-global-setup.ts makes the certificate)`);
  const devices = new Map<string, Device>();
  const messages: ReceivedPush[] = [];
  const refusals: string[] = [];
  const waiters: Array<() => void> = [];
  let origin = '';

  const server: Server = createServer({ key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const id = /^\/push\/([a-f0-9]+)$/.exec(req.url ?? '')?.[1] ?? '';
      const device = devices.get(id);
      if (req.method !== 'POST' || !device) return void res.writeHead(404).end();
      try {
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`Content-Encoding ${String(req.headers['content-encoding'])}`);
        const vapid = verifyVapid(req.headers.authorization, origin);
        const text = decrypt(device, Buffer.concat(chunks));
        if (device.status >= 400) return void res.writeHead(device.status).end();
        messages.push({ subscription: `${origin}/push/${id}`, payload: JSON.parse(text) as unknown, text, ttl: req.headers.ttl as string | undefined, vapid });
        res.writeHead(201).end();
        for (const wake of waiters.splice(0)) wake();
      } catch (error) {
        refusals.push(String(error));
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    messages,
    refusals,
    newSubscription() {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const id = randomBytes(8).toString('hex');
      const device: Device = { ecdh, publicKey, auth: randomBytes(16), status: 201 };
      devices.set(id, device);
      return { endpoint: `${origin}/push/${id}`, keys: { p256dh: b64url(publicKey), auth: b64url(device.auth) } };
    },
    answerWith(endpoint, status) {
      const device = devices.get(endpoint.split('/').pop() ?? '');
      if (device) device.status = status;
    },
    async waitForMessages(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`waited for ${count} push messages, got ${messages.length}; refused: ${refusals.join('; ') || 'none'}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return messages.slice(0, count);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
