/**
 * The VAPID key pair this server signs push requests with: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY,
 * else a pair made once and kept in the database. Several nodes starting at once may each make a
 * pair; insert-if-absent then read means they all use the one that was stored first.
 */
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Env } from '../config/env';
import type { Database } from '../db/database';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const STORED_NAME = 'vapid';
const known = new WeakMap<Database, Promise<VapidKeys>>();

function subjectOf(env: Pick<Env, 'VAPID_SUBJECT' | 'PUBLIC_URL' | 'MAIL_FROM'>): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  if (env.PUBLIC_URL?.startsWith('https://')) return env.PUBLIC_URL;
  const domain = /@([^>\s]+)/.exec(env.MAIL_FROM)?.[1] ?? 'learnlog.local';
  return `mailto:no-reply@${domain}`;
}

async function storedPair(db: Database, now: Date): Promise<{ publicKey: string; privateKey: string }> {
  const { serverKeys } = db.t;
  const made = webpush.generateVAPIDKeys();
  await db.transaction(async (tx) => {
    await tx.q.insert(serverKeys).values({ name: STORED_NAME, value: JSON.stringify(made), createdAt: now.toISOString() }).onConflictDoNothing();
  });
  const [row] = await db.q.select({ value: serverKeys.value }).from(serverKeys).where(eq(serverKeys.name, STORED_NAME));
  if (!row) throw new Error('the VAPID key pair was not stored');
  return JSON.parse(row.value) as { publicKey: string; privateKey: string };
}

/** The keys, read once per database (every later call answers from memory). */
export function vapidKeys(env: Env, db: Database, now: Date): Promise<VapidKeys> {
  let keys = known.get(db);
  if (!keys) {
    const subject = subjectOf(env);
    keys =
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? Promise.resolve({ publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject })
        : storedPair(db, now).then((pair) => ({ ...pair, subject }));
    // A failed read (the database briefly down) is tried again by the next caller.
    keys.catch(() => known.delete(db));
    known.set(db, keys);
  }
  return keys;
}
