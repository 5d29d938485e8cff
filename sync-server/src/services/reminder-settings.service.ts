/** The learner's reminder settings (GET/PUT /api/reminders); no row: the defaults. */
import { eq } from 'drizzle-orm';
import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings } from '@learnlog/shared';
import type { Queries } from '../db/database';

type Row = { writeAt: string | null; reviewsDue: boolean; goalDeadlines: boolean; weeklyDigest: boolean; quietFrom: string | null; quietTo: string | null };

export function settingsOfRow(row: Row | undefined): ReminderSettings {
  if (!row) return DEFAULT_REMINDER_SETTINGS;
  const settings: ReminderSettings = { writeAt: row.writeAt, reviewsDue: row.reviewsDue, goalDeadlines: row.goalDeadlines, weeklyDigest: row.weeklyDigest };
  if (row.quietFrom !== null && row.quietTo !== null) Object.assign(settings, { quietFrom: row.quietFrom, quietTo: row.quietTo });
  return settings;
}

export async function readReminderSettings(db: Queries, userId: number): Promise<ReminderSettings> {
  const { reminderSettings: table } = db.t;
  const [row] = await db.q.select().from(table).where(eq(table.userId, userId));
  return settingsOfRow(row);
}

export async function saveReminderSettings(tx: Queries, userId: number, settings: ReminderSettings, now: Date): Promise<ReminderSettings> {
  const { reminderSettings: table } = tx.t;
  const values = {
    writeAt: settings.writeAt,
    reviewsDue: settings.reviewsDue,
    goalDeadlines: settings.goalDeadlines,
    weeklyDigest: settings.weeklyDigest,
    quietFrom: settings.quietFrom ?? null,
    quietTo: settings.quietTo ?? null,
    updatedAt: now.toISOString(),
  };
  await tx.q.insert(table).values({ userId, ...values }).onConflictDoUpdate({ target: table.userId, set: values });
  return settingsOfRow(values);
}

/** Turns the weekly digest off (the unsubscribe link); the other settings stay as they are. */
export async function stopWeeklyDigest(tx: Queries, userId: number, now: Date): Promise<void> {
  const { reminderSettings: table } = tx.t;
  await tx.q.update(table).set({ weeklyDigest: false, updatedAt: now.toISOString() }).where(eq(table.userId, userId));
}
