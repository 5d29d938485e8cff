/**
 * Reminder settings live with the account (PUT /api/reminders) and on the device (meta
 * `reminders`): a change shows at once, offline too, and goes out through the outbox, a newer
 * change replacing a queued older one. Online, the screen reads the server's copy unless a change
 * of this device is still queued (that one is newer).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { DEFAULT_REMINDER_SETTINGS, reminderSettingsSchema, type ReminderSettings, type ReminderSettingsInput } from '@learnlog/shared';
import { syncTables, type LearnLogDatabase } from '../../../db/database';
import { getMeta, setMeta } from '../../../db/meta';
import { apiJson } from '../../../lib/api-client';
import { notifyLocalWrite } from '../../../sync/local-write';
import { appendMutation } from '../../../sync/outbox';
import { useDatabase } from '../../../sync/sync-context';

export const REMINDERS_PATH = '/api/reminders';

const isReminderMutation = (m: { path: string; method: string }) => m.method === 'PUT' && m.path === REMINDERS_PATH;

export async function readReminderSettings(db: LearnLogDatabase): Promise<ReminderSettings> {
  const stored = await getMeta(db, 'reminders');
  // Parsed: settings kept before the weekly digest existed get it, off.
  return stored ? reminderSettingsSchema.parse(stored) : DEFAULT_REMINDER_SETTINGS;
}

/** The settings on this device; undefined while the first read is on its way. */
export function useReminderSettings(): ReminderSettings | undefined {
  const db = useDatabase();
  return useLiveQuery(() => readReminderSettings(db), [db]);
}

export async function saveReminderSettings(db: LearnLogDatabase, input: ReminderSettingsInput): Promise<ReminderSettings> {
  const settings = reminderSettingsSchema.parse(input);
  await db.transaction('rw', syncTables(db), async () => {
    await setMeta(db, 'reminders', settings);
    await db.outbox.filter((m) => isReminderMutation(m) && m.state === 'pending' && m.attempts === 0).delete();
    await appendMutation(db, { table: 'user', recordId: db.userId, kind: 'user-update', method: 'PUT', path: REMINDERS_PATH, body: { ...settings } });
  });
  notifyLocalWrite(db, 'user');
  return settings;
}

/** Takes the server's settings (another device may have changed them) unless this device's change is still queued. */
export async function refreshReminderSettings(db: LearnLogDatabase): Promise<void> {
  const answer = reminderSettingsSchema.parse(await apiJson<unknown>('GET', REMINDERS_PATH));
  await db.transaction('rw', syncTables(db), async () => {
    if ((await db.outbox.filter(isReminderMutation).count()) === 0) await setMeta(db, 'reminders', answer);
  });
}
