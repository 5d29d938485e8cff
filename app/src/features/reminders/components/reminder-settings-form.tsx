/** The reminder settings: saved on the device at once (offline too) and sent with the outbox. */
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { DEFAULT_REMINDER_TIME, reminderSettingsSchema, type ReminderSettings } from '@learnlog/shared';
import { FormField } from '../../../components/form-field';
import { useDatabase } from '../../../sync/sync-context';
import { saveReminderSettings } from '../data/reminder-settings';
import { SettingSwitch } from './setting-switch';

/** `digestOffered`: the server can send e-mail (or the digest is already on), so the weekly digest is offered. */
export function ReminderSettingsForm({ settings, timeZone, digestOffered }: { settings: ReminderSettings; timeZone: string; digestOffered: boolean }) {
  const db = useDatabase();
  const [writeOn, setWriteOn] = useState(settings.writeAt !== null);
  const [writeAt, setWriteAt] = useState(settings.writeAt ?? '20:00');
  const [reviewsDue, setReviewsDue] = useState(settings.reviewsDue);
  const [goalDeadlines, setGoalDeadlines] = useState(settings.goalDeadlines);
  const [weeklyDigest, setWeeklyDigest] = useState(settings.weeklyDigest);
  const [quietOn, setQuietOn] = useState(settings.quietFrom !== undefined);
  const [quietFrom, setQuietFrom] = useState(settings.quietFrom ?? '22:00');
  const [quietTo, setQuietTo] = useState(settings.quietTo ?? '07:00');
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = reminderSettingsSchema.safeParse({
      writeAt: writeOn ? writeAt : null,
      reviewsDue,
      goalDeadlines,
      weeklyDigest,
      ...(quietOn ? { quietFrom, quietTo } : {}),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please check the times');
    setError(undefined);
    await saveReminderSettings(db, parsed.data);
    toast.success('Reminder settings saved');
  };

  const usualTime = writeOn ? writeAt : DEFAULT_REMINDER_TIME;
  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-5" noValidate aria-label="Reminder settings">
      <SettingSwitch label="Daily writing reminder" hint="A nudge to write, on the days you have not written yet." checked={writeOn} onChange={setWriteOn}>
        <FormField label="Remind me at" type="time" value={writeAt} onChange={(event) => setWriteAt(event.target.value)} className="max-w-48" required />
      </SettingSwitch>
      <SettingSwitch label="Cards due" hint={`Once a day at ${usualTime}, when cards are waiting for review.`} checked={reviewsDue} onChange={setReviewsDue} />
      <SettingSwitch label="Goal deadlines" hint={`At ${usualTime} the day before a goal's target date.`} checked={goalDeadlines} onChange={setGoalDeadlines} />
      {digestOffered && (
        <SettingSwitch
          label="Weekly e-mail digest"
          hint={`On Mondays at ${usualTime}, to your account's address: what you wrote this week, cards due and goals ahead. Works where notifications cannot.`}
          checked={weeklyDigest}
          onChange={setWeeklyDigest}
        />
      )}
      <SettingSwitch label="Quiet hours" hint="No notifications in these hours; a reminder due then comes when they end." checked={quietOn} onChange={setQuietOn}>
        <div className="flex flex-wrap gap-4">
          <FormField label="From" type="time" value={quietFrom} onChange={(event) => setQuietFrom(event.target.value)} className="max-w-40" required />
          <FormField label="Until" type="time" value={quietTo} onChange={(event) => setQuietTo(event.target.value)} className="max-w-40" required />
        </div>
      </SettingSwitch>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <div className="flex flex-col gap-3 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-ink-muted">Times are in your time zone, {timeZone}. Saved on this device, and with your account when you are online.</p>
        <button type="submit" className="btn-primary shrink-0">
          Save reminders
        </button>
      </div>
    </form>
  );
}
