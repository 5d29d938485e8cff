/**
 * CSRF defence for state-changing calls, on top of the SameSite=Lax session cookie:
 * - a browser names the page's origin in `Origin` on every POST/PUT/PATCH/DELETE, so a call
 *   from another site's page is refused by name;
 * - a body must be JSON, because form posts and text/plain are the "simple" requests another
 *   site can send without a CORS preflight.
 * The Stripe webhook is exempt: Stripe calls it server to server and it needs the raw body.
 * The digest's one-click unsubscribe is too: a mail provider POSTs a form body, and the signed
 * token in its address (no cookie) is what allows it, so another site gains nothing by sending it.
 */
import type { Request, RequestHandler } from 'express';
import { HttpError } from '../lib/http-error';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ORIGIN_GUARD_EXEMPT_PATHS: readonly string[] = ['/api/stripe/webhook', '/api/reminders/unsubscribe'];

/** Whether the request is for an exempt path; works wherever the middleware is mounted. */
export const isExemptPath = (req: Request): boolean => ORIGIN_GUARD_EXEMPT_PATHS.includes(req.baseUrl + req.path);

/**
 * Uploads that are not JSON: a zip is not one of the "simple" types another site can send
 * without a preflight, so the CSRF reasoning above holds for it too.
 */
export const RAW_BODY_TYPES: Readonly<Record<string, readonly string[]>> = {
  '/api/import': ['application/zip', 'application/x-zip-compressed', 'application/octet-stream'],
};

/** Whether the request is for a path that takes a raw (non-JSON) body. */
export const isRawBodyPath = (req: Request): boolean => Object.hasOwn(RAW_BODY_TYPES, req.baseUrl + req.path);

export const CROSS_ORIGIN_MESSAGE = 'Cross-origin request refused';
export const JSON_ONLY_MESSAGE = 'Content-Type must be application/json';

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && Number(length) > 0) || req.headers['transfer-encoding'] !== undefined;
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/** `publicUrl`: the app's public address (PUBLIC_URL), accepted besides the request's own host. */
export function originGuard(publicUrl?: string): RequestHandler {
  const publicHost = publicUrl ? hostOf(publicUrl) : null;
  return (req, _res, next) => {
    if (!STATE_CHANGING.has(req.method) || isExemptPath(req)) return next();

    const origin = req.headers.origin;
    if (origin !== undefined) {
      // 'null' (sandboxed frames, file: pages) has no host and is refused too.
      const host = hostOf(origin);
      const ownHost = req.headers.host?.toLowerCase();
      if (!host || (host !== ownHost && host !== publicHost)) throw new HttpError(403, CROSS_ORIGIN_MESSAGE);
    } else if (req.headers['sec-fetch-site'] === 'cross-site') {
      throw new HttpError(403, CROSS_ORIGIN_MESSAGE);
    }

    const accepted = RAW_BODY_TYPES[req.baseUrl + req.path] ?? ['application/json'];
    if (hasBody(req) && !req.is([...accepted])) {
      throw new HttpError(415, accepted.length === 1 ? JSON_ONLY_MESSAGE : `Content-Type must be ${accepted.join(' or ')}`);
    }
    next();
  };
}
