/** Online, reads the account's reminder settings once per visit (another device may have changed them). */
import { useEffect } from 'react';
import { useOnline } from '../../../sync/use-sync-state';
import { useDatabase } from '../../../sync/sync-context';
import { refreshReminderSettings } from './reminder-settings';

export function useServerReminders(): void {
  const db = useDatabase();
  const online = useOnline();
  useEffect(() => {
    // The device's copy stays on screen when the server cannot be reached.
    if (online) refreshReminderSettings(db).catch(() => undefined);
  }, [db, online]);
}
