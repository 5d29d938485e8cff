/**
 * Database sessions (decisions: `sessions` sid, sess, expire). The cookie carries a random
 * 32-byte token; the table keeps only its SHA-256, so a copy of the database cannot be used to
 * sign in as anyone.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { SESSION_TTL_DAYS, type SignedInDevice } from '@learnlog/shared';
import type { DbExecutor } from '../db/client';
import { prepared } from '../db/prepared';
import { sessions } from '../db/schema';

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

const sidOf = (token: string): string => createHash('sha256').update(token).digest('hex');

export function createSession(db: DbExecutor, userId: number, now: Date, userAgent?: string): { token: string; expire: Date } {
  const token = randomBytes(32).toString('base64url');
  const expire = new Date(now.getTime() + TTL_MS);
  const stamp = now.toISOString();
  db.insert(sessions)
    .values({ sid: sidOf(token), sess: { userId }, expire: expire.toISOString(), userId, userAgent: userAgent?.slice(0, USER_AGENT_MAX) ?? null, createdAt: stamp, lastSeenAt: stamp })
    .run();
  return { token, expire };
}

/** The live session for a cookie token, or null (an expired one is deleted on sight). */
export function findSession(db: DbExecutor, token: string, now: Date): ActiveSession | null {
  const sid = sidOf(token);
  const row = prepared(db, 'session:find', () => db.select().from(sessions).where(eq(sessions.sid, sql.placeholder('sid'))).prepare()).get({ sid });
  if (!row) return null;
  const expire = new Date(row.expire);
  if (expire.getTime() <= now.getTime() || typeof row.sess?.userId !== 'number') {
    db.delete(sessions).where(eq(sessions.sid, sid)).run();
    return null;
  }
  return { sid, userId: row.sess.userId, expire, lastSeenAt: row.lastSeenAt };
}

/** Pushes the expiry to a full TTL from now when it was last set over a day ago; returns the new expiry. */
export function renewSession(db: DbExecutor, session: ActiveSession, now: Date): Date | null {
  const lastSet = session.expire.getTime() - TTL_MS;
  if (now.getTime() - lastSet < RENEW_AFTER_MS) return null;
  const expire = new Date(now.getTime() + TTL_MS);
  db.update(sessions).set({ expire: expire.toISOString() }).where(eq(sessions.sid, session.sid)).run();
  return expire;
}

/** Notes that the session was used now, at most every few minutes. */
export function touchSession(db: DbExecutor, session: ActiveSession, now: Date): void {
  if (session.lastSeenAt && now.getTime() - new Date(session.lastSeenAt).getTime() < SEEN_EVERY_MS) return;
  db.update(sessions).set({ lastSeenAt: now.toISOString() }).where(eq(sessions.sid, session.sid)).run();
}

/** What the learner sees instead of the session key: a handle that cannot be turned back into it. */
const handleOf = (sid: string): string => createHash('sha256').update(`device:${sid}`).digest('base64url').slice(0, 22);

/** The user's live sessions, most recently seen first; `currentToken` marks the one asking. */
export function listSignedInDevices(db: DbExecutor, userId: number, now: Date, currentToken: string | undefined, name: (userAgent: string | null) => string): SignedInDevice[] {
  const current = currentToken ? sidOf(currentToken) : null;
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expire, now.toISOString())))
    .orderBy(desc(sessions.lastSeenAt))
    .all()
    .map((row) => ({ id: handleOf(row.sid), device: name(row.userAgent), signedInAt: row.createdAt, lastSeenAt: row.lastSeenAt, current: row.sid === current }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends one of the user's sessions by its handle; false when the user has no such session. */
export function deleteSessionByHandle(db: DbExecutor, userId: number, handle: string): boolean {
  const row = db
    .select({ sid: sessions.sid })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .all()
    .find((r) => handleOf(r.sid) === handle);
  if (!row) return false;
  db.delete(sessions).where(eq(sessions.sid, row.sid)).run();
  return true;
}

/** Ends every session of the user except the one holding `keepToken` (all of them without it). */
export function deleteOtherSessions(db: DbExecutor, userId: number, keepToken?: string): number {
  const mine = eq(sessions.userId, userId);
  const where = keepToken ? and(mine, ne(sessions.sid, sidOf(keepToken))) : mine;
  return db.delete(sessions).where(where).run().changes;
}

export function deleteSession(db: DbExecutor, token: string): void {
  db.delete(sessions).where(eq(sessions.sid, sidOf(token))).run();
}

export function pruneExpiredSessions(db: DbExecutor, now: Date): number {
  return db.delete(sessions).where(lt(sessions.expire, now.toISOString())).run().changes;
}
