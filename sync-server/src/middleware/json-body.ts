/**
 * JSON request bodies, read after the session is known so each call's size limit can depend on
 * it (body-limits.ts). Written here rather than with express.json because a body must be judged
 * while it arrives: a declared length past the limit is refused before a byte is read, a streamed
 * one as soon as it passes the limit, and a body whose shape would be costly to parse is refused
 * chunk by chunk (json-shape-guard.ts), all without JSON.parse. The SHA-256 of the exact bytes is
 * kept for the Idempotency-Key fingerprint.
 *
 *   app.use('/api', sessionLoader(deps), jsonBody(limitForRequest));
 */
import { createHash, hash, type Hash } from 'node:crypto';
import { StringDecoder } from 'node:string_decoder';
import type { Request, RequestHandler } from 'express';
import { HttpError } from '../lib/http-error';
import { JSON_SHAPE_MESSAGE, createJsonShapeGuard } from '../lib/json-shape-guard';

export const BODY_TOO_LARGE_MESSAGE = 'Request body is too large';
const INVALID_JSON_MESSAGE = 'Request body is not valid JSON';
const UNSUPPORTED_ENCODING_MESSAGE = 'Unsupported content encoding';
const UNSUPPORTED_CHARSET_MESSAGE = 'Unsupported charset';

/** SHA-256 of no bytes: the digest of a request without a body. */
export const EMPTY_BODY_DIGEST = createHash('sha256').digest('hex');

/** Bodies above this are handed on in a later event-loop turn than the one that parsed them. */
const YIELD_AFTER_BYTES = 256 * 1024;

/** Bodies past this are hashed and decoded as they arrive rather than once at the end. */
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

    // Small bodies (most calls) are kept as chunks, then hashed and decoded once: a streaming hash
    // and decoder cost more to set up than they spread. A larger body is hashed and decoded chunk
    // by chunk as it arrives, so the turn that parses an 8 MB body does not also copy, decode and
    // hash it. Why: docs/decisions/010-photos-stored-apart.md
    let chunks: Buffer[] = [];
    let streaming: { hash: Hash; decoder: StringDecoder; text: string } | null = null;
    const guard = createJsonShapeGuard();
    let received = 0;
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
      let text: string;
      let digest: string;
      if (streaming) {
        text = streaming.text + streaming.decoder.end();
        digest = streaming.hash.digest('hex');
      } else {
        const bytes = Buffer.concat(chunks, received);
        text = bytes.toString('utf8');
        digest = hash('sha256', bytes);
      }
      chunks = [];
      streaming = null;
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return next(new HttpError(400, INVALID_JSON_MESSAGE));
      }
      // Like express.json's strict mode: only an object or an array is a request body.
      if (typeof body !== 'object' || body === null) return next(new HttpError(400, INVALID_JSON_MESSAGE));
      req.body = body;
      req.bodyDigest = digest;
      if (received > YIELD_AFTER_BYTES) setImmediate(next);
      else next();
    };

    function onData(chunk: Buffer) {
      received += chunk.length;
      if (received > limit) return finish(refuse(req, 413, BODY_TOO_LARGE_MESSAGE));
      if (!guard.push(chunk)) return finish(refuse(req, 400, JSON_SHAPE_MESSAGE));
      if (streaming) {
        streaming.hash.update(chunk);
        streaming.text += streaming.decoder.write(chunk);
        return;
      }
      chunks.push(chunk);
      if (received > STREAM_AFTER_BYTES) {
        streaming = { hash: createHash('sha256'), decoder: new StringDecoder('utf8'), text: '' };
        for (const earlier of chunks) {
          streaming.hash.update(earlier);
          streaming.text += streaming.decoder.write(earlier);
        }
        chunks = [];
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
