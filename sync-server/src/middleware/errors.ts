/**
 * One error shape for every failing call: `{message, code?, errors?, current?}` with the right
 * status. Stack traces and internal messages never leave the server; they go to the log.
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { z } from 'zod';
import { MESSAGES } from '@learnlog/shared';
import { isDatabaseUnavailable } from '../db/errors';
import { isHttpError } from '../lib/http-error';
import { validationError } from './validate';

/** Errors raised by body-parser and other middleware carry a status and an exposable flag. */
interface StatusError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
  message?: string;
}

const BODY_PARSER_MESSAGES: Record<string, string> = {
  'entity.too.large': 'Request body is too large',
  'entity.parse.failed': 'Request body is not valid JSON',
  'encoding.unsupported': 'Unsupported content encoding',
  'charset.unsupported': 'Unsupported charset',
};

export const DATABASE_UNAVAILABLE_MESSAGE = 'The server cannot reach its database right now. Please try again in a moment.';

/** Unknown /api paths answer JSON, never the app shell. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: MESSAGES.notFound });
};

export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) return next(error);

  if (isHttpError(error)) {
    res.status(error.status).json({ message: error.message, ...error.extras });
    return;
  }
  if (error instanceof z.ZodError) {
    const answer = validationError(error);
    res.status(answer.status).json({ message: answer.message, ...answer.extras });
    return;
  }

  if (isDatabaseUnavailable(error)) {
    // The outbox keeps the change and tries again; a balancer's health check takes the node out.
    req.log.warn({ err: error }, 'database unavailable');
    res.status(503).setHeader('Retry-After', '5').json({ message: DATABASE_UNAVAILABLE_MESSAGE });
    return;
  }

  const err = (typeof error === 'object' && error !== null ? error : {}) as StatusError;
  const status = err.status ?? err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message = (err.type && BODY_PARSER_MESSAGES[err.type]) ?? (err.expose && err.message ? err.message : 'Bad request');
    res.status(status).json({ message });
    return;
  }

  req.log.error({ err: error }, 'request failed');
  res.status(500).json({ message: 'Internal server error' });
};
