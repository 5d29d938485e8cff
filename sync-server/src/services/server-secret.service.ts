/**
 * A secret the server makes once and keeps in server_keys (like the VAPID pair): several nodes
 * starting at once may each make one; insert-if-absent then read means all use the first stored.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';

const known = new WeakMap<Database, Map<string, Promise<Buffer>>>();

async function stored(db: Database, name: string, now: Date): Promise<Buffer> {
  const { serverKeys } = db.t;
  await db.transaction(async (tx) => {
    await tx.q.insert(serverKeys).values({ name, value: randomBytes(32).toString('base64url'), createdAt: now.toISOString() }).onConflictDoNothing();
  });
  const [row] = await db.q.select({ value: serverKeys.value }).from(serverKeys).where(eq(serverKeys.name, name));
  if (!row) throw new Error(`the server secret ${name} was not stored`);
  return Buffer.from(row.value, 'base64url');
}

/** 32 random bytes named `name`, read once per database. */
export function serverSecret(db: Database, name: string, now: Date): Promise<Buffer> {
  let byName = known.get(db);
  if (!byName) known.set(db, (byName = new Map()));
  let secret = byName.get(name);
  if (!secret) {
    secret = stored(db, name, now);
    // A failed read (the database briefly down) is tried again by the next caller.
    secret.catch(() => byName.delete(name));
    byName.set(name, secret);
  }
  return secret;
}
