import { pino, type DestinationStream, type Logger } from 'pino';
import type { Env } from '../config/env';

export type { Logger };

/** Structured JSON logs (to stdout unless `destination` is given); cookies and credentials never reach them. */
export function createLogger(level: Env['LOG_LEVEL'], destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
