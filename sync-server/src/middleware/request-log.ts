/**
 * One log line per request (not /api/health) when it ends, at info, warn (4xx) or error (5xx),
 * with the request (cookies redacted by the logger), the response and its time; every answer
 * carries an `X-Request-Id` (the caller's, if it sent a sane one) and `req.log` tags what a
 * handler logs with it.
 *
 * Written here rather than with pino-http, which this replaces line for line: pino-http builds a
 * child logger around the whole serialised request (headers, redaction and all) on every
 * request, even when the level logs nothing. Here the request is serialised only when its line is
 * written. Why: docs/decisions/017-server-write-path.md
 */
import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { pino } from 'pino';
import type { Logger } from '../lib/logger';

export const REQUEST_ID_HEADER = 'X-Request-Id';
const REQUEST_ID_MAX_LENGTH = 100;
const UNLOGGED_PATHS = new Set(['/api/health']);

type Level = 'info' | 'warn' | 'error';

const levelOf = (status: number): Level => (status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info');

function requestIdOf(req: Request): string {
  const sent = req.headers['x-request-id'];
  return typeof sent === 'string' && sent.length > 0 && sent.length <= REQUEST_ID_MAX_LENGTH ? sent : randomUUID();
}

export function requestLog(logger: Logger): RequestHandler {
  const lines = logger.child({}, { serializers: { req: pino.stdSerializers.req, res: pino.stdSerializers.res, err: pino.stdSerializers.err } });
  return (req, res, next) => {
    const reqId = requestIdOf(req);
    req.id = reqId;
    res.setHeader(REQUEST_ID_HEADER, reqId);
    req.log = lines.child({ reqId });
    if (UNLOGGED_PATHS.has(req.url)) return next();

    const started = performance.now();
    // 'close' comes once, after the answer went out or when the connection was lost before it.
    res.once('close', () => {
      const level = levelOf(res.statusCode);
      if (!lines.isLevelEnabled(level)) return;
      const responseTime = Math.round(performance.now() - started);
      lines[level]({ reqId, req, res, responseTime }, level === 'error' ? 'request errored' : 'request completed');
    });
    next();
  };
}
