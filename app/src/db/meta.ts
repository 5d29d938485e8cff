/**
 * The device's key/value settings (`meta` table). Each key has one type, declared here.
 */
import { accessSchema, usageSchema, userSchema, type Access, type ReminderSettings, type Usage, type User } from '@learnlog/shared';
import type { LearnLogDatabase } from './database';

export interface MetaValues {
  /** The last `/api/sync/changes` cursor applied. */
  cursor: number;
  /** A full re-download (after a reset) is under way; `cursor` is its progress. */
  fullPull: boolean;
  /** This device's id (X-Client-Id); a new one after the database was evicted. */
  deviceId: string;
  /** The signed-in user as last read from the server (used offline). */
  cachedUser: User;
  usage: Usage;
  /** The learner's calendar day (YYYY-MM-DD) the cached usage was counted on. */
  usageDay: string;
  access: Access;
  /** ISO time of the last successful push-and-pull round. */
  lastSyncAt: string;
  /** Whether the browser granted persistent storage (undefined: not asked yet). */
  storagePersisted: boolean;
  /** A 401 paused pushing until the learner signs in again. */
  authPaused: boolean;
  /** The learner's reminder settings as last read or set here (PUT /api/reminders goes through the outbox). */
  reminders: ReminderSettings;
}

export type MetaKey = keyof MetaValues;

export interface MetaRow {
  key: string;
  value: unknown;
}

export async function getMeta<K extends MetaKey>(db: LearnLogDatabase, key: K): Promise<MetaValues[K] | undefined> {
  const row = await db.meta.get(key);
  return row?.value as MetaValues[K] | undefined;
}

export async function setMeta<K extends MetaKey>(db: LearnLogDatabase, key: K, value: MetaValues[K]): Promise<void> {
  await db.meta.put({ key, value });
}

/** The device id, made on first use (and again after the browser evicted the database). */
export async function ensureDeviceId(db: LearnLogDatabase): Promise<string> {
  return db.transaction('rw', db.meta, async () => {
    const existing = await getMeta(db, 'deviceId');
    if (existing) return existing;
    const id = crypto.randomUUID();
    await setMeta(db, 'deviceId', id);
    return id;
  });
}

/*
 * What the app read from the server, kept for offline use. Each answer is checked against its
 * shared schema first (a zod error, never a malformed cache), and the checked value is answered.
 */
function checkedSave<K extends 'cachedUser' | 'access'>(key: K, schema: { parse(value: unknown): MetaValues[K] }) {
  return async (db: LearnLogDatabase, answer: unknown): Promise<MetaValues[K]> => {
    const value = schema.parse(answer);
    await setMeta(db, key, value);
    return value;
  };
}

export const saveCachedUser = checkedSave('cachedUser', userSchema);
export const saveAccess = checkedSave('access', accessSchema);

export async function saveUsage(db: LearnLogDatabase, answer: unknown, day: string): Promise<Usage> {
  const usage = usageSchema.parse(answer);
  await db.transaction('rw', db.meta, async () => {
    await setMeta(db, 'usage', usage);
    await setMeta(db, 'usageDay', day);
  });
  return usage;
}
