import { pino, type Logger } from 'pino';
import type { Env } from '../config/env';

export type { Logger };

/** Structured JSON logs; cookies and credentials never reach them. */
export function createLogger(level: Env['LOG_LEVEL']): Logger {
  return pino({
    level,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  });
}
