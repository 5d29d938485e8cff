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
import { nextTurn } from '../lib/next-turn';

interface FieldError {
  path: string;
  message: string;
}

/** zod issues as `[{path: 'email', message}]`; a problem with the whole value has path ''. */
function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

export function validationError(error: z.ZodError): HttpError {
  return new HttpError(400, MESSAGES.validationFailed, { errors: fieldErrors(error) });
}

/** Parses `value` or throws the 400 answer; for checks inside a handler. */
function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
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

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * validateBody for a body with a list of large values (an entry's photos, each a long pattern
 * check; docs/decisions/010-photos-stored-apart.md): each item is checked with `item`, the schema's own element
 * schema, in its own event-loop turn, and the rest of the body with `schema` with the list emptied.
 * The same rules decide as `schema` on the whole body, without one long turn. A list that is not
 * one, or has more than `maxItems`, is left to `schema` at once (it fails).
 */
export function validateBodyInTurns(schema: z.ZodType, list: { key: string; item: z.ZodType; maxItems: number }): RequestHandler {
  return async (req, _res, next) => {
    const body: unknown = req.body ?? {};
    const items = isRecord(body) ? body[list.key] : undefined;
    if (!isRecord(body) || !Array.isArray(items) || items.length > list.maxItems) {
      req.body = parseOrThrow(schema, body);
      return next();
    }
    const errors: FieldError[] = [];
    for (const [i, item] of items.entries()) {
      await nextTurn();
      const parsed = list.item.safeParse(item);
      if (!parsed.success) errors.push(...fieldErrors(parsed.error).map((e) => ({ path: [list.key, i, e.path].filter((p) => p !== '').join('.'), message: e.message })));
    }
    const rest = schema.safeParse({ ...body, [list.key]: [] });
    if (!rest.success) errors.unshift(...fieldErrors(rest.error));
    if (errors.length > 0 || !rest.success) throw new HttpError(400, MESSAGES.validationFailed, { errors });
    // The item schema checks without transforming, so the sent items are the parsed ones.
    req.body = { ...(rest.data as Record<string, unknown>), [list.key]: items };
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
