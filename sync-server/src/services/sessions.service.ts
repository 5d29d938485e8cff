/**
 * Database sessions (decisions: `sessions` sid, sess, expire). The cookie carries a random
 * 32-byte token; the table keeps only its SHA-256, so a copy of the database cannot be used to
 * sign in as anyone.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import { SESSION_TTL_DAYS } from '@learnlog/shared';
import type { DbExecutor } from '../db/client';
import { prepared } from '../db/prepared';
import { sessions } from '../db/schema';

export const SESSION_COOKIE = 'learnlog.sid';
const DAY_MS = 86_400_000;
const TTL_MS = SESSION_TTL_DAYS * DAY_MS;
/** Sliding renewal writes at most once a day per session, not on every request. */
const RENEW_AFTER_MS = DAY_MS;

export interface ActiveSession {
  sid: string;
  userId: number;
  expire: Date;
}

const sidOf = (token: string): string => createHash('sha256').update(token).digest('hex');

export function createSession(db: DbExecutor, userId: number, now: Date): { token: string; expire: Date } {
  const token = randomBytes(32).toString('base64url');
  const expire = new Date(now.getTime() + TTL_MS);
  db.insert(sessions).values({ sid: sidOf(token), sess: { userId }, expire: expire.toISOString() }).run();
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
  return { sid, userId: row.sess.userId, expire };
}

/** Pushes the expiry to a full TTL from now when it was last set over a day ago; returns the new expiry. */
export function renewSession(db: DbExecutor, session: ActiveSession, now: Date): Date | null {
  const lastSet = session.expire.getTime() - TTL_MS;
  if (now.getTime() - lastSet < RENEW_AFTER_MS) return null;
  const expire = new Date(now.getTime() + TTL_MS);
  db.update(sessions).set({ expire: expire.toISOString() }).where(eq(sessions.sid, session.sid)).run();
  return expire;
}

export function deleteSession(db: DbExecutor, token: string): void {
  db.delete(sessions).where(eq(sessions.sid, sidOf(token))).run();
}

export function pruneExpiredSessions(db: DbExecutor, now: Date): number {
  return db.delete(sessions).where(lt(sessions.expire, now.toISOString())).run().changes;
}
