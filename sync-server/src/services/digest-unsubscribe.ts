/**
 * The weekly digest's one-click unsubscribe token: `{userId}.{HMAC-SHA256(secret, userId)}`,
 * the secret kept in the database. It names one learner and can only be made by the server, so
 * a forged token or another learner's turns nothing of yours off.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/database';
import { serverSecret } from './server-secret.service';

const SECRET_NAME = 'digest-unsubscribe';

function signature(secret: Buffer, userId: number): string {
  return createHmac('sha256', secret).update(`weekly-digest:${userId}`).digest('base64url');
}

export async function unsubscribeToken(db: Database, userId: number, now: Date): Promise<string> {
  return `${userId}.${signature(await serverSecret(db, SECRET_NAME, now), userId)}`;
}

/** The learner the token was made for, or null for anything the server did not sign. */
export async function learnerOfUnsubscribeToken(db: Database, token: string, now: Date): Promise<number | null> {
  const match = /^([1-9]\d{0,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const expected = Buffer.from(signature(await serverSecret(db, SECRET_NAME, now), userId));
  const given = Buffer.from(match[2] ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
