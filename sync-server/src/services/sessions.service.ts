/**
 * Database sessions (decisions: `sessions` sid, sess, expire). The cookie carries a random
 * 32-byte token; the table keeps only its SHA-256, so a copy of the database cannot be used to
 * sign in as anyone.
 */
import { createHash, hash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { SESSION_TTL_DAYS, type SignedInDevice } from '@learnlog/shared';
import { first, type Database, type Queries } from '../db/database';
import { prepared } from '../db/prepared';
import type { UserRow } from '../db/schema';

export const SESSION_COOKIE = 'learnlog.sid';
const DAY_MS = 86_400_000;
const TTL_MS = SESSION_TTL_DAYS * DAY_MS;
/** Sliding renewal writes at most once a day per session, not on every request. */
const RENEW_AFTER_MS = DAY_MS;
/** "Last seen" is written at most this often per session. */
const SEEN_EVERY_MS = 5 * 60_000;
const USER_AGENT_MAX = 512;

export interface ActiveSession {
  sid: string;
  userId: number;
  expire: Date;
  lastSeenAt: string | null;
}

export interface SignedInSession extends ActiveSession {
  /** The session's user; undefined when the account is gone. */
  user: UserRow | undefined;
}

/** One-shot `hash`: every signed-in request hashes its cookie, and a Hash object costs more to set up than the hashing. */
const sidOf = (token: string): string => hash('sha256', token);

/** Stores a new session (in the caller's transaction); answers the cookie's token. */
export async function createSession(tx: Queries, userId: number, now: Date, userAgent?: string): Promise<{ token: string; expire: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expire = new Date(now.getTime() + TTL_MS);
  const stamp = now.toISOString();
  await tx.q
    .insert(tx.t.sessions)
    .values({ sid: sidOf(token), sess: { userId }, expire: expire.toISOString(), userId, userAgent: userAgent?.slice(0, USER_AGENT_MAX) ?? null, createdAt: stamp, lastSeenAt: stamp });
  return { token, expire };
}

/**
 * The live session for a cookie token and its user's row, or null (an expired one is deleted on
 * sight). Every signed-in request asks, so it is one prepared query: the session joined to its
 * user. Nothing is cached: a session ended anywhere is refused on the next request.
 */
export async function findSession(db: Database, token: string, now: Date): Promise<SignedInSession | null> {
  const sid = sidOf(token);
  const { sessions, users } = db.t;
  const statement = prepared(db, 'session:find-with-user', () =>
    db.q
      .select({ session: sessions, user: users })
      .from(sessions)
      .leftJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.sid, sql.placeholder('sid'))),
  );
  const found = first(await statement.execute({ sid }));
  if (!found) return null;
  const { session: row } = found;
  const expire = new Date(row.expire);
  const userId = row.sess?.userId;
  if (expire.getTime() <= now.getTime() || typeof userId !== 'number') {
    await db.transaction((tx) => tx.q.delete(sessions).where(eq(sessions.sid, sid)));
    return null;
  }
  // `sess` and the userId column (which the join follows) name the same user in every session
  // made here. A row where they differ could not be ended by "sign out everywhere", which goes by
  // the column: it is no session (the caller deletes it).
  const user = found.user?.id === userId ? found.user : undefined;
  return { sid, userId, expire, lastSeenAt: row.lastSeenAt, user };
}

/**
 * Sliding renewal and "last seen", in one small write at most every few minutes per session:
 * pushes the expiry to a full TTL from now when it was last set over a day ago (answering the new
 * expiry for the cookie), and notes that the session was used now.
 */
export async function refreshSession(db: Database, session: ActiveSession, now: Date): Promise<Date | null> {
  const lastSet = session.expire.getTime() - TTL_MS;
  const renew = now.getTime() - lastSet >= RENEW_AFTER_MS;
  const seen = !session.lastSeenAt || now.getTime() - new Date(session.lastSeenAt).getTime() >= SEEN_EVERY_MS;
  if (!renew && !seen) return null;
  const expire = renew ? new Date(now.getTime() + TTL_MS) : null;
  const { sessions } = db.t;
  await db.transaction((tx) =>
    tx.q
      .update(sessions)
      .set({ ...(expire && { expire: expire.toISOString() }), ...(seen && { lastSeenAt: now.toISOString() }) })
      .where(eq(sessions.sid, session.sid)),
  );
  return expire;
}

/** What the learner sees instead of the session key: a handle that cannot be turned back into it. */
const handleOf = (sid: string): string => createHash('sha256').update(`device:${sid}`).digest('base64url').slice(0, 22);

/** The user's live sessions, most recently seen first; `currentToken` marks the one asking. */
export async function listSignedInDevices(db: Queries, userId: number, now: Date, currentToken: string | undefined, name: (userAgent: string | null) => string): Promise<SignedInDevice[]> {
  const current = currentToken ? sidOf(currentToken) : null;
  const { sessions } = db.t;
  const rows = await db.q
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expire, now.toISOString())))
    .orderBy(desc(sessions.lastSeenAt));
  return rows
    .map((row) => ({ id: handleOf(row.sid), device: name(row.userAgent), signedInAt: row.createdAt, lastSeenAt: row.lastSeenAt, current: row.sid === current }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends one of the user's sessions by its handle; false when the user has no such session. */
export async function deleteSessionByHandle(tx: Queries, userId: number, handle: string): Promise<boolean> {
  const { sessions } = tx.t;
  const row = (await tx.q.select({ sid: sessions.sid }).from(sessions).where(eq(sessions.userId, userId))).find((r) => handleOf(r.sid) === handle);
  if (!row) return false;
  await tx.q.delete(sessions).where(eq(sessions.sid, row.sid));
  return true;
}

/** Ends every session of the user except the one holding `keepToken` (all of them without it). */
export async function deleteOtherSessions(tx: Queries, userId: number, keepToken?: string): Promise<number> {
  const { sessions } = tx.t;
  const mine = eq(sessions.userId, userId);
  const where = keepToken ? and(mine, ne(sessions.sid, sidOf(keepToken))) : mine;
  return (await tx.q.delete(sessions).where(where).returning({ sid: sessions.sid })).length;
}

export async function deleteSession(tx: Queries, token: string): Promise<void> {
  const { sessions } = tx.t;
  await tx.q.delete(sessions).where(eq(sessions.sid, sidOf(token)));
}

export async function pruneExpiredSessions(tx: Queries, now: Date): Promise<number> {
  const { sessions } = tx.t;
  return tx.rowsAffected(await tx.q.delete(sessions).where(lt(sessions.expire, now.toISOString())));
}
