/** "Turn on notifications" for this browser, or why it cannot, and a test notification. */
import { useState } from 'react';
import { BellOff, BellRing } from 'lucide-react';
import { toast } from 'sonner';
import { isApiError } from '../../../lib/api-client';
import { useOnline } from '../../../sync/use-sync-state';
import { PUSH_SUPPORT_WORDS } from '../data/push-support';
import { sendTestNotification, turnOffNotifications, turnOnNotifications } from '../data/push-subscription';
import { usePushState } from '../data/use-push-state';

const failure = (error: unknown) => (isApiError(error) ? error.serverMessage : 'Notifications could not be turned on. Try again in a moment.');

export function NotificationsPanel() {
  const online = useOnline();
  const { support, subscribed, refresh } = usePushState();
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      toast.error(failure(error));
    } finally {
      setBusy(false);
      refresh();
    }
  };

  if (support === 'unsupported' || support === 'install-first' || support === 'denied') {
    return (
      <p role="status" className="flex items-start gap-2 rounded-xl border border-line bg-surface-muted px-4 py-3 text-sm text-ink">
        <BellOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-muted" />
        {PUSH_SUPPORT_WORDS[support]}
      </p>
    );
  }

  const on = support === 'granted' && subscribed === true;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-line bg-surface-muted px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <p role="status" className="flex items-center gap-2 text-sm text-ink">
        <BellRing aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
        {on ? 'Notifications are on for this device.' : online ? 'Notifications are off on this device.' : 'Notifications are off on this device. Turning them on needs a connection.'}
      </p>
      <div className="flex flex-wrap gap-2">
        {on ? (
          <>
            <button
              type="button"
              className="btn-secondary"
              disabled={busy || !online}
              onClick={() =>
                void run(async () => {
                  const { sent } = await sendTestNotification();
                  toast.success(sent > 0 ? 'Test notification sent' : 'No device could be reached; turn notifications on again');
                })
              }
            >
              Send a test notification
            </button>
            <button type="button" className="btn-secondary" disabled={busy} onClick={() => void run(turnOffNotifications)}>
              Turn off on this device
            </button>
          </>
        ) : (
          <button
            type="button"
            className="btn-primary"
            disabled={busy || !online || subscribed === undefined}
            onClick={() =>
              void run(async () => {
                const permission = await turnOnNotifications();
                if (permission === 'granted') toast.success('Notifications are on');
              })
            }
          >
            Turn on notifications
          </button>
        )}
      </div>
    </div>
  );
}
