/** Profile → "Reminders": this device's notifications and the account's reminder settings. */
import { useWeeklyDigestByEmail } from '../../lib/public-config';
import { useSignedInUser } from '../auth';
import { NotificationsPanel } from './components/notifications-panel';
import { ReminderSettingsForm } from './components/reminder-settings-form';
import { useReminderSettings } from './data/reminder-settings';
import { useServerReminders } from './data/use-server-reminders';

export function RemindersSection() {
  const user = useSignedInUser();
  const settings = useReminderSettings();
  const digestByEmail = useWeeklyDigestByEmail();
  useServerReminders();
  return (
    <section id="reminders" aria-labelledby="reminders-heading" className="card scroll-mt-20 p-5 sm:p-6">
      <h2 id="reminders-heading" className="text-lg font-semibold text-ink">
        Reminders
      </h2>
      <p className="mt-1 text-sm text-ink-muted">A notification when it is time to write, when cards are due, and the day before a goal's date. Never your entries' text.</p>
      <div className="mt-5 space-y-6 border-t border-line pt-5">
        <NotificationsPanel />
        {/* Keyed by the stored settings, so another device's change (read when online) shows. */}
        {settings && <ReminderSettingsForm key={JSON.stringify(settings)} settings={settings} timeZone={user.timeZone} digestOffered={digestByEmail || settings.weeklyDigest} />}
      </div>
    </section>
  );
}
