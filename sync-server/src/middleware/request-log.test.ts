/** The request log: one line per request at the level its status calls for, cookies redacted, an id on every answer. */
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { REQUEST_ID_HEADER, requestLog } from './request-log';

interface Line {
  level: number;
  msg: string;
  reqId: string;
  req?: { id: string; method: string; url: string; headers: Record<string, string> };
  res?: { statusCode: number; headers: Record<string, string> };
  responseTime?: number;
  err?: { message: string };
}

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function start(level: 'info' | 'warn') {
  const lines: Line[] = [];
  const logger = createLogger(level, { write: (text: string) => void lines.push(JSON.parse(text) as Line) });
  const app = express();
  app.use(requestLog(logger));
  app.get('/api/health', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/api/ok', (_req, res) => {
    res.cookie('learnlog.sid', 'new-secret').json({ ok: true });
  });
  app.get('/api/missing', (_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  app.get('/api/broken', (req, res) => {
    req.log.error({ err: new Error('boom') }, 'request failed');
    res.status(500).json({ message: 'Internal server error' });
  });
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers });
  // The line is written when the answer has gone out: wait for it.
  const settled = async (count: number) => {
    await expect.poll(() => lines.length).toBe(count);
    return lines;
  };
  return { get, settled };
}

describe('the request log', () => {
  it('writes one info line per answered request, with the request, the status and the time, cookies redacted', async () => {
    const { get, settled } = await start('info');
    const res = await get('/api/ok?x=1', { cookie: 'learnlog.sid=secret', authorization: 'Bearer secret' });
    const [line] = await settled(1);
    expect(line).toMatchObject({ level: 30, msg: 'request completed', req: { method: 'GET', url: '/api/ok?x=1' }, res: { statusCode: 200 } });
    expect(line?.reqId).toBe(res.headers.get(REQUEST_ID_HEADER));
    expect(line?.req?.id).toBe(line?.reqId);
    expect(line?.responseTime).toBeGreaterThanOrEqual(0);
    expect(line?.req?.headers.cookie).toBe('[redacted]');
    expect(line?.req?.headers.authorization).toBe('[redacted]');
    expect(line?.res?.headers['set-cookie']).toBe('[redacted]');
    expect(JSON.stringify(line)).not.toContain('secret');
  });

  it('logs refusals at warn and failures at error, with what the handler logged tagged by the request id', async () => {
    const { get, settled } = await start('info');
    await get('/api/missing');
    await get('/api/broken');
    const lines = await settled(3);
    expect(lines[0]).toMatchObject({ level: 40, msg: 'request completed', res: { statusCode: 404 } });
    expect(lines[1]).toMatchObject({ level: 50, msg: 'request failed', err: { message: 'boom' } });
    expect(lines[2]).toMatchObject({ level: 50, msg: 'request errored', res: { statusCode: 500 } });
    expect(lines[1]?.reqId).toBe(lines[2]?.reqId);
  });

  it('writes nothing for a success below the level, nor for health checks', async () => {
    const { get, settled } = await start('warn');
    await get('/api/ok');
    await get('/api/health');
    await get('/api/missing');
    const lines = await settled(1);
    expect(lines[0]).toMatchObject({ level: 40, res: { statusCode: 404 } });
  });

  it("answers the caller's request id when it is sane, a new one otherwise", async () => {
    const { get } = await start('warn');
    expect((await get('/api/health', { 'x-request-id': 'trace-42' })).headers.get(REQUEST_ID_HEADER)).toBe('trace-42');
    const long = await get('/api/health', { 'x-request-id': 'x'.repeat(101) });
    expect(long.headers.get(REQUEST_ID_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    const fresh = await get('/api/health');
    expect(fresh.headers.get(REQUEST_ID_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
