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

const DATABASE_UNAVAILABLE_MESSAGE = 'The server cannot reach its database right now. Please try again in a moment.';

/** Unknown /api paths answer JSON, never the app shell. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: MESSAGES.notFound });
};

/** What a failed call answers, and what the server's log says of it (refusals: nothing). */
export interface ErrorAnswer {
  status: number;
  body: { message: string } & Record<string, unknown>;
  /** Seconds, for the Retry-After header. */
  retryAfter?: number;
  log?: { level: 'warn' | 'error'; message: string };
}

/** The answer for an error thrown by a call: here for every request, and per mutation in a batch (sync-push.route.ts). */
export function errorAnswer(error: unknown): ErrorAnswer {
  if (isHttpError(error)) return { status: error.status, body: { message: error.message, ...error.extras } };
  if (error instanceof z.ZodError) {
    const answer = validationError(error);
    return { status: answer.status, body: { message: answer.message, ...answer.extras } };
  }
  // The outbox keeps the change and tries again; a balancer's health check takes the node out.
  if (isDatabaseUnavailable(error)) return { status: 503, body: { message: DATABASE_UNAVAILABLE_MESSAGE }, retryAfter: 5, log: { level: 'warn', message: 'database unavailable' } };

  const err = (typeof error === 'object' && error !== null ? error : {}) as StatusError;
  const status = err.status ?? err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message = (err.type && BODY_PARSER_MESSAGES[err.type]) ?? (err.expose && err.message ? err.message : 'Bad request');
    return { status, body: { message } };
  }
  return { status: 500, body: { message: 'Internal server error' }, log: { level: 'error', message: 'request failed' } };
}

export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) return next(error);
  const answer = errorAnswer(error);
  if (answer.log) req.log[answer.log.level]({ err: error }, answer.log.message);
  if (answer.retryAfter !== undefined) res.setHeader('Retry-After', String(answer.retryAfter));
  res.status(answer.status).json(answer.body);
};
