/**
 * Reminder settings live with the account (PUT /api/reminders) and on the device (meta
 * `reminders`): a change shows at once, offline too, and goes out through the outbox, a newer
 * change replacing a queued older one. Online, the screen reads the server's copy unless a change
 * of this device is still queued (that one is newer).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { DEFAULT_REMINDER_SETTINGS, reminderSettingsSchema, type ReminderSettings, type ReminderSettingsInput } from '@learnlog/shared';
import type { LearnLogDatabase } from '../../../db/database';
import { getMeta, setMeta } from '../../../db/meta';
import { apiJson } from '../../../lib/api-client';
import { notifyLocalWrite } from '../../../sync/local-write';
import { countQueuedChanges, queueReplacingChange } from '../../../sync/account-changes';
import { inSyncTransaction } from '../../../sync/local-edits';
import { useDatabase } from '../../../sync/sync-context';

const REMINDERS_PATH = '/api/reminders';

const REMINDERS_UPDATE = 'reminders.update';

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
  await inSyncTransaction(db, async () => {
    await setMeta(db, 'reminders', settings);
    // One never sent is replaced; one the server may hold already goes as it was.
    await queueReplacingChange(db, REMINDERS_UPDATE, { ...settings }, (_args, m) => m.attempts === 0);
  });
  notifyLocalWrite(db, 'user');
  return settings;
}

/** Takes the server's settings (another device may have changed them) unless this device's change is still queued. */
export async function refreshReminderSettings(db: LearnLogDatabase): Promise<void> {
  const answer = reminderSettingsSchema.parse(await apiJson<unknown>('GET', REMINDERS_PATH));
  await inSyncTransaction(db, async () => {
    if ((await countQueuedChanges(db, REMINDERS_UPDATE)) === 0) await setMeta(db, 'reminders', answer);
  });
}
