/**
 * Idempotent writes (docs/sync-protocol.md, rule 3): a repeated `Idempotency-Key` from the same user gets
 * the stored status and body and changes nothing, so a lost response never duplicates a record.
 *
 * Every write route, synced or not, runs its work through `runIdempotent`:
 *
 *   router.post('/api/things', requireUser, validateBody(createThingInputSchema), async (req, res) => {
 *     const input: z.output<typeof createThingInputSchema> = req.body;
 *     sendAnswer(res, await runIdempotent(deps, req, async (tx, { user, now }) => ({
 *       status: 201,
 *       body: await createThing(tx, user, input, now),
 *     })));
 *   });
 *
 * - `write` runs inside ONE transaction together with the key lookup and the stored answer; it
 *   awaits only its queries on `tx` (db/database.ts), and may throw an HttpError (nothing is
 *   stored or changed then: the transaction rolls back).
 * - The transaction first takes the learner's lock (on PostgreSQL an advisory lock every node
 *   sees; SQLite runs one write at a time anyway), so two nodes replaying one key, creating one
 *   id or spending the last of a daily limit take turns: the second sees what the first stored.
 * - `user` is the signed-in user's row as loaded for this request: right for gates and plans.
 *   Counters that concurrent requests change must be updated atomically in SQL
 *   (see daily-limits.service.ts), not from this copy.
 * - Only 2xx answers are stored. A refusal (403 daily limit, 409 conflict, 404) changed nothing,
 *   so the same key is judged afresh when it comes again, e.g. after an upgrade or a new day.
 * - A key is bound to its request's fingerprint (method, path and the exact body bytes): the same
 *   key with anything else answers 422 `{code: 'idempotency_key_reused'}` and changes nothing,
 *   rather than replaying the first answer and silently dropping the new body.
 * - A request without the header simply runs once (screens outside the outbox).
 * - Replays carry the header `Idempotent-Replayed: true`.
 */
import { hash } from 'node:crypto';
import type { Request, Response } from 'express';
import { and, eq, lt, sql } from 'drizzle-orm';
import { ERROR_CODES, IDEMPOTENCY_TTL_DAYS, SYNC_HEADERS } from '@learnlog/shared';
import { LOCKS, first, type Database, type Queries } from '../db/database';
import type { UserRow } from '../db/schema';
import type { Clock } from '../lib/clock';
import { HttpError } from '../lib/http-error';
import { currentUser } from '../middleware/auth';
import { EMPTY_BODY_DIGEST } from '../middleware/json-body';
import { prepared } from '../db/prepared';

export interface WriteAnswer {
  status: number;
  /** The JSON body; undefined answers without one (204). */
  body?: unknown;
  /** True when this is a stored answer to a repeated key. */
  replayed?: boolean;
}

export interface WriteContext {
  /** The signed-in user as loaded for this request (plan, flags, time zone). */
  user: UserRow;
  /** The server's now for this write (injected clock). */
  now: Date;
}

const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const INVALID_KEY_MESSAGE = `${SYNC_HEADERS.idempotencyKey} must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible characters`;
export const KEY_REUSED_MESSAGE = `This ${SYNC_HEADERS.idempotencyKey} was already used for a different request`;

const DAY_MS = 86_400_000;
const VISIBLE_ASCII = /^[\x21-\x7e]+$/;

/** The request's key, or null without one; 400 for a key that is empty, too long or not ASCII. */
function idempotencyKeyOf(req: Request): string | null {
  const key = req.get(SYNC_HEADERS.idempotencyKey);
  if (key === undefined) return null;
  if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH || !VISIBLE_ASCII.test(key)) {
    throw new HttpError(400, INVALID_KEY_MESSAGE);
  }
  return key;
}

/** The path a key is bound to: no query string, so only the call itself is compared. */
const pathOf = (req: Request) => req.originalUrl.split('?')[0] ?? req.originalUrl;

/** SHA-256 over the method, the path and the body's own digest (json-body.ts hashes the bytes as they arrive). */
function requestFingerprint(method: string, path: string, bodyDigest: string = EMPTY_BODY_DIGEST): string {
  return hash('sha256', `${method} ${path}\n${bodyDigest}`);
}

const keyReused = () => new HttpError(422, KEY_REUSED_MESSAGE, { code: ERROR_CODES.idempotencyKeyReused });

const keyLookup = (db: Queries) => {
  const { idempotencyKeys: k } = db.t;
  return prepared(db, 'idempotency:lookup', () =>
    db.q
      .select({ method: k.method, path: k.path, fingerprint: k.fingerprint, status: k.status, body: k.body })
      .from(k)
      .where(and(eq(k.userId, sql.placeholder('userId')), eq(k.key, sql.placeholder('key')))),
  );
};

const keyStore = (db: Queries) =>
  prepared(db, 'idempotency:store', () =>
    db.q.insert(db.t.idempotencyKeys).values({
      userId: sql.placeholder('userId'),
      key: sql.placeholder('key'),
      method: sql.placeholder('method'),
      path: sql.placeholder('path'),
      fingerprint: sql.placeholder('fingerprint'),
      status: sql.placeholder('status'),
      body: sql.placeholder('body'),
      createdAt: sql.placeholder('createdAt'),
    }),
  );

/** Who asks for one write and how it is keyed: a request's, or one mutation of a batch (sync-push.route.ts). */
export interface IdempotentRequest {
  user: UserRow;
  key: string | null;
  method: string;
  /** Without the query string. */
  path: string;
  /** SHA-256 of the exact body bytes. */
  bodyDigest?: string;
}

export async function runIdempotent(
  deps: { db: Database; clock: Clock },
  req: Request,
  write: (tx: Queries, context: WriteContext) => Promise<WriteAnswer>,
): Promise<WriteAnswer> {
  const request = { user: currentUser(req), key: idempotencyKeyOf(req), method: req.method, path: pathOf(req), bodyDigest: req.bodyDigest };
  return runIdempotentWrite(deps, request, write);
}

/**
 * The stored answer to this request's Idempotency-Key, or null: a write too long for one
 * transaction (an import) asks first, does its work, then stores its answer with runIdempotent.
 */
export async function storedAnswer(db: Queries, req: Request): Promise<WriteAnswer | null> {
  const key = idempotencyKeyOf(req);
  if (key === null) return null;
  const stored = first(await keyLookup(db).execute({ userId: currentUser(req).id, key }));
  if (!stored) return null;
  if (stored.method !== req.method || stored.path !== pathOf(req)) throw keyReused();
  if (stored.fingerprint !== null && stored.fingerprint !== requestFingerprint(req.method, pathOf(req), req.bodyDigest)) throw keyReused();
  return { status: stored.status, body: stored.body ?? undefined, replayed: true };
}

export async function runIdempotentWrite(
  deps: { db: Database; clock: Clock },
  request: IdempotentRequest,
  write: (tx: Queries, context: WriteContext) => Promise<WriteAnswer>,
): Promise<WriteAnswer> {
  const { user, key, method, path } = request;
  const fingerprint = requestFingerprint(method, path, request.bodyDigest);
  const now = deps.clock.now();

  return deps.db.transaction(async (tx) => {
    await tx.lock(LOCKS.learner, user.id);
    if (key !== null) {
      const stored = first(await keyLookup(tx).execute({ userId: user.id, key }));
      if (stored) {
        // The same key on another request is a client bug; answering the stored body would hide it.
        // (Keys stored before fingerprints existed are compared by method and path only.)
        if (stored.method !== method || stored.path !== path) throw keyReused();
        if (stored.fingerprint !== null && stored.fingerprint !== fingerprint) throw keyReused();
        return { status: stored.status, body: stored.body ?? undefined, replayed: true };
      }
    }

    const answer = await write(tx, { user, now });

    if (key !== null && answer.status >= 200 && answer.status < 300) {
      await keyStore(tx).execute({ userId: user.id, key, method, path, fingerprint, status: answer.status, body: answer.body ?? null, createdAt: now.toISOString() });
    }
    return answer;
  });
}

/**
 * Sends a WriteAnswer (a body-less one as an empty answer, e.g. 204). A write's answer is one
 * private record: never cached, and not worth gzipping (`no-transform` makes the compression
 * middleware skip it). Why: docs/decisions/017-server-write-path.md
 */
export function sendAnswer(res: Response, answer: WriteAnswer): void {
  setAnswerHead(res, answer);
  if (answer.body === undefined) res.end();
  else res.json(answer.body);
}

/** A WriteAnswer's status and headers (middleware/photo-json.ts sends the bodies that hold photos). */
export function setAnswerHead(res: Response, answer: WriteAnswer): void {
  res.setHeader('Cache-Control', 'no-store, no-transform');
  if (answer.replayed) res.setHeader(REPLAYED_HEADER, 'true');
  res.status(answer.status);
}

/** Deletes stored answers older than IDEMPOTENCY_TTL_DAYS; returns how many. */
export async function pruneIdempotencyKeys(tx: Queries, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() - IDEMPOTENCY_TTL_DAYS * DAY_MS).toISOString();
  const { idempotencyKeys } = tx.t;
  return tx.rowsAffected(await tx.q.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, horizon)));
}
