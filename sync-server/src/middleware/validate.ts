/**
 * Request validation with the shared zod schemas. The parsed value replaces the raw one, so a
 * handler sees defaults applied, text trimmed and unknown fields dropped.
 *
 *   router.post('/api/x', validateBody(createXInputSchema), (req, res) => {
 *     const input: z.output<typeof createXInputSchema> = req.body;
 *   });
 */
import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { MESSAGES } from '@learnlog/shared';
import { HttpError } from '../lib/http-error';

export interface FieldError {
  path: string;
  message: string;
}

/** zod issues as `[{path: 'email', message}]`; a problem with the whole value has path ''. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

export function validationError(error: z.ZodError): HttpError {
  return new HttpError(400, MESSAGES.validationFailed, { errors: fieldErrors(error) });
}

/** Parses `value` or throws the 400 answer; for checks inside a handler. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

export function validateBody(schema: z.ZodType): RequestHandler {
  return (req, _res, next) => {
    // A call without a body validates as an empty object, so "all fields optional" schemas pass.
    req.body = parseOrThrow(schema, req.body ?? {});
    next();
  };
}

export function validateQuery(schema: z.ZodType): RequestHandler {
  return (req, _res, next) => {
    // Express 5's req.query is a getter; an own property shadows it with the parsed value.
    Object.defineProperty(req, 'query', {
      value: parseOrThrow(schema, req.query),
      writable: true,
      configurable: true,
      enumerable: true,
    });
    next();
  };
}

export function validateParams(schema: z.ZodType): RequestHandler {
  return (req, _res, next) => {
    // Handlers read coerced values (numbers for ids) even though Express types params as text.
    req.params = parseOrThrow(schema, req.params) as typeof req.params;
    next();
  };
}
