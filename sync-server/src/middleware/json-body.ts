/**
 * JSON request bodies, read after the session is known so each call's size limit can depend on
 * it (body-limits.ts). Written here rather than with express.json because a body must be judged
 * while it arrives: a declared length past the limit is refused before a byte is read, a streamed
 * one as soon as it passes the limit, and a body whose shape would be costly to parse is refused
 * chunk by chunk (json-shape-guard.ts), all without JSON.parse; a large body's long strings are
 * parsed in turns of their own (lifted-strings.ts). The SHA-256 of the exact bytes is kept for the
 * Idempotency-Key fingerprint.
 *
 *   app.use('/api', sessionLoader(deps), jsonBody(limitForRequest));
 */
import { createHash, hash, type Hash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { HttpError } from '../lib/http-error';
import { JSON_SHAPE_MESSAGE, createJsonShapeGuard } from '../lib/json-shape-guard';
import { BodyChunks, LIFT_STRINGS_FROM_BYTES, parseWithLiftedStrings, type Span } from '../lib/lifted-strings';

export const BODY_TOO_LARGE_MESSAGE = 'Request body is too large';
const INVALID_JSON_MESSAGE = 'Request body is not valid JSON';
const UNSUPPORTED_ENCODING_MESSAGE = 'Unsupported content encoding';
const UNSUPPORTED_CHARSET_MESSAGE = 'Unsupported charset';

/** SHA-256 of no bytes: the digest of a request without a body. */
export const EMPTY_BODY_DIGEST = createHash('sha256').digest('hex');

/** Bodies above this are handed on in a later event-loop turn than the one that parsed them. */
const YIELD_AFTER_BYTES = 256 * 1024;

/** Bodies past this are hashed as they arrive, and their long strings parsed apart. */
const STREAM_AFTER_BYTES = 64 * 1024;

function declaredLength(req: Request): number | null {
  const header = req.headers['content-length'];
  if (header === undefined) return null;
  const length = Number(header);
  return Number.isSafeInteger(length) && length >= 0 ? length : null;
}

/**
 * Refuses without reading the rest: the connection closes after the answer, so a client that goes
 * on sending gets nowhere and the server spends nothing more on it.
 */
function refuse(req: Request, status: number, message: string): HttpError {
  req.res?.setHeader('Connection', 'close');
  return new HttpError(status, message);
}

export function jsonBody(limitFor: (req: Request) => number): RequestHandler {
  return (req, _res, next) => {
    req.bodyDigest = EMPTY_BODY_DIGEST;
    const length = declaredLength(req);
    const hasBody = length !== null ? length > 0 : req.headers['transfer-encoding'] !== undefined;
    if (!hasBody || !req.is('application/json')) return next();

    const encoding = (req.headers['content-encoding'] ?? 'identity').toLowerCase();
    if (encoding !== 'identity') return next(refuse(req, 415, UNSUPPORTED_ENCODING_MESSAGE));
    const charset = /;\s*charset=("?)([^";]+)\1/i.exec(req.headers['content-type'] ?? '')?.[2]?.toLowerCase();
    if (charset && charset !== 'utf-8' && charset !== 'utf8') return next(refuse(req, 415, UNSUPPORTED_CHARSET_MESSAGE));

    const limit = limitFor(req);
    if (length !== null && length > limit) return next(refuse(req, 413, BODY_TOO_LARGE_MESSAGE));

    // The bytes are kept as they arrive; a body past STREAM_AFTER_BYTES is hashed chunk by chunk, so
    // the turn that parses it does not also hash it, and its long strings are parsed apart
    // (lifted-strings.ts). Why: docs/decisions/010-photos-stored-apart.md
    const body = new BodyChunks();
    let streamingHash: Hash | null = null;
    const spans: Span[] = [];
    const guard = createJsonShapeGuard(undefined, { minBytes: LIFT_STRINGS_FROM_BYTES, found: (start, end) => spans.push({ start, end }) });
    let settled = false;

    const finish = (error?: HttpError) => {
      if (settled) return;
      settled = true;
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('aborted', onAborted);
      if (error) {
        req.pause();
        return next(error);
      }
      const accept = (parsed: unknown, digest: string) => {
        // Like express.json's strict mode: only an object or an array is a request body.
        if (typeof parsed !== 'object' || parsed === null) return next(new HttpError(400, INVALID_JSON_MESSAGE));
        req.body = parsed;
        req.bodyDigest = digest;
        if (body.length > YIELD_AFTER_BYTES) setImmediate(next);
        else next();
      };
      if (streamingHash && spans.length > 0) {
        const digest = streamingHash.digest('hex');
        parseWithLiftedStrings(body, spans).then(
          (parsed) => accept(parsed, digest),
          () => next(new HttpError(400, INVALID_JSON_MESSAGE)),
        );
        return;
      }
      const bytes = body.joined();
      let parsed: unknown;
      try {
        parsed = JSON.parse(bytes.toString('utf8'));
      } catch {
        return next(new HttpError(400, INVALID_JSON_MESSAGE));
      }
      accept(parsed, streamingHash ? streamingHash.digest('hex') : hash('sha256', bytes));
    };

    function onData(chunk: Buffer) {
      if (body.length + chunk.length > limit) return finish(refuse(req, 413, BODY_TOO_LARGE_MESSAGE));
      if (!guard.push(chunk)) return finish(refuse(req, 400, JSON_SHAPE_MESSAGE));
      body.push(chunk);
      if (streamingHash) streamingHash.update(chunk);
      else if (body.length > STREAM_AFTER_BYTES) {
        streamingHash = createHash('sha256');
        for (const earlier of body.slice(0, body.length)) streamingHash.update(earlier);
      }
    }
    const onEnd = () => finish();
    const onError = () => finish(new HttpError(400, 'Request body could not be read'));
    const onAborted = () => finish(new HttpError(400, 'Request body could not be read'));

    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('aborted', onAborted);
  };
}
