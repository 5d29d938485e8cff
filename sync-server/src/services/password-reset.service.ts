/**
 * One-time password reset links: a random 32-byte token in the link, only its SHA-256 stored;
 * valid for PASSWORD_RESET_TTL_MINUTES, used at most once. The token travels in the link's
 * fragment (`/reset-password#token=…`), which browsers never send to a server, so it stays out
 * of access logs and Referer headers.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { PASSWORD_RESET_TTL_MINUTES } from '@learnlog/shared';
import type { DbExecutor } from '../db/client';
import { passwordResetTokens } from '../db/schema';

export const RESET_LINK_INVALID_MESSAGE = 'This reset link has expired or was already used. Ask for a new one.';
/** E-mailed links per account per hour; more requests are answered the same but send nothing. */
export const RESET_MAILS_PER_HOUR = 3;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export function createResetToken(db: DbExecutor, userId: number, createdBy: 'email' | 'admin', now: Date): { token: string; expiresAt: string } {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000).toISOString();
  db.insert(passwordResetTokens).values({ userId, tokenHash: hashOf(token), createdBy, createdAt: now.toISOString(), expiresAt }).run();
  return { token, expiresAt };
}

export function resetLinkUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/reset-password#token=${token}`;
}

const live = (token: string, now: Date) =>
  and(eq(passwordResetTokens.tokenHash, hashOf(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now.toISOString()));

/** The account a live (unused, unexpired) token resets, without using it. */
export function resetTokenOwner(db: DbExecutor, token: string, now: Date): number | undefined {
  return db.select({ userId: passwordResetTokens.userId }).from(passwordResetTokens).where(live(token, now)).get()?.userId;
}

/** Uses the token if it is still live; answers its account, or undefined. One UPDATE: used once. */
export function consumeResetToken(db: DbExecutor, token: string, now: Date): number | undefined {
  return db.update(passwordResetTokens).set({ usedAt: now.toISOString() }).where(live(token, now)).returning({ userId: passwordResetTokens.userId }).get()?.userId;
}

/** After a password change or reset, no older link may change it again. */
export function revokeResetTokens(db: DbExecutor, userId: number, now: Date): void {
  db.update(passwordResetTokens)
    .set({ usedAt: now.toISOString() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)))
    .run();
}

export function resetMailsInLastHour(db: DbExecutor, userId: number, now: Date): number {
  const since = new Date(now.getTime() - 3_600_000).toISOString();
  return (
    db
      .select({ n: sql<number>`count(*)` })
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, userId), eq(passwordResetTokens.createdBy, 'email'), gt(passwordResetTokens.createdAt, since)))
      .get()?.n ?? 0
  );
}
