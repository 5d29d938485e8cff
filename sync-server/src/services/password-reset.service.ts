/**
 * One-time password reset links: a random 32-byte token in the link, only its SHA-256 stored;
 * valid for PASSWORD_RESET_TTL_MINUTES, used at most once. The token travels in the link's
 * fragment (`/reset-password#token=…`), which browsers never send to a server, so it stays out
 * of access logs and Referer headers.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { PASSWORD_RESET_TTL_MINUTES } from '@learnlog/shared';
import { first, type Queries } from '../db/database';

export const RESET_LINK_INVALID_MESSAGE = 'This reset link has expired or was already used. Ask for a new one.';
/** E-mailed links per account per hour; more requests are answered the same but send nothing. */
export const RESET_MAILS_PER_HOUR = 3;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Stores a new link's hash (in the caller's transaction); answers the token for the link. */
export async function createResetToken(tx: Queries, userId: number, createdBy: 'email' | 'admin', now: Date): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000).toISOString();
  await tx.q.insert(tx.t.passwordResetTokens).values({ userId, tokenHash: hashOf(token), createdBy, createdAt: now.toISOString(), expiresAt });
  return { token, expiresAt };
}

export function resetLinkUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/reset-password#token=${token}`;
}

const live = (db: Queries, token: string, now: Date) => {
  const { passwordResetTokens: t } = db.t;
  return and(eq(t.tokenHash, hashOf(token)), isNull(t.usedAt), gt(t.expiresAt, now.toISOString()));
};

/** The account a live (unused, unexpired) token resets, without using it. */
export async function resetTokenOwner(db: Queries, token: string, now: Date): Promise<number | undefined> {
  const { passwordResetTokens: t } = db.t;
  return first(await db.q.select({ userId: t.userId }).from(t).where(live(db, token, now)))?.userId;
}

/** Uses the token if it is still live; answers its account, or undefined. One UPDATE: used once, on any node. */
export async function consumeResetToken(tx: Queries, token: string, now: Date): Promise<number | undefined> {
  const { passwordResetTokens: t } = tx.t;
  return first(await tx.q.update(t).set({ usedAt: now.toISOString() }).where(live(tx, token, now)).returning({ userId: t.userId }))?.userId;
}

/** After a password change or reset, no older link may change it again. */
export async function revokeResetTokens(tx: Queries, userId: number, now: Date): Promise<void> {
  const { passwordResetTokens: t } = tx.t;
  await tx.q
    .update(t)
    .set({ usedAt: now.toISOString() })
    .where(and(eq(t.userId, userId), isNull(t.usedAt)));
}

export async function resetMailsInLastHour(db: Queries, userId: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - 3_600_000).toISOString();
  const { passwordResetTokens: t } = db.t;
  const rows = await db.q
    .select({ n: count() })
    .from(t)
    .where(and(eq(t.userId, userId), eq(t.createdBy, 'email'), gt(t.createdAt, since)));
  return first(rows)?.n ?? 0;
}
