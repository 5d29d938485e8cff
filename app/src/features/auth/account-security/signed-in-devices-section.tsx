/** Profile: "Signed-in devices": where this account is signed in, with a way to end each session. */
import { formatDistanceToNow } from 'date-fns';
import { LogOut } from 'lucide-react';
import { toast } from 'sonner';
import type { SignedInDevice } from '@learnlog/shared';
import { PageLoader } from '../../../components/page-loader';
import { deviceIcon } from './device-icon';
import { useSignOutDevice, useSignOutOtherDevices, useSignedInDevices } from './account-security-api';

function lastSeen(device: SignedInDevice): string {
  if (device.current) return 'Active now';
  return device.lastSeenAt ? `Last seen ${formatDistanceToNow(new Date(device.lastSeenAt), { addSuffix: true })}` : 'Last seen: unknown';
}

export function SignedInDevicesSection({ online }: { online: boolean }) {
  const devices = useSignedInDevices(online);
  const signOut = useSignOutDevice();
  const signOutOthers = useSignOutOtherDevices();
  const others = devices.data?.filter((d) => !d.current).length ?? 0;

  const endOthers = () =>
    signOutOthers.mutate(undefined, {
      onSuccess: ({ signedOutDevices }) => toast.success(signedOutDevices === 1 ? 'Signed out 1 other device' : `Signed out ${signedOutDevices} other devices`),
      onError: () => toast.error('Could not sign the other devices out. Please try again.'),
    });

  return (
    <section aria-labelledby="devices-heading" className="card p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="devices-heading" className="text-lg font-semibold text-ink">
            Signed-in devices
          </h2>
          <p className="mt-1 text-sm text-ink-muted">Sign out a device you no longer use, or one you do not recognise.</p>
        </div>
        {others > 0 && (
          <button type="button" className="btn-secondary w-full sm:w-auto" disabled={!online || signOutOthers.isPending} onClick={endOthers}>
            <LogOut aria-hidden="true" className="size-4" />
            Sign out everywhere else
          </button>
        )}
      </div>
      {!online ? (
        <p className="mt-4 text-sm text-ink-muted">Reconnect to see where you are signed in.</p>
      ) : devices.isPending ? (
        <PageLoader label="Loading devices…" />
      ) : devices.isError ? (
        <p role="alert" className="mt-4 text-sm text-danger">
          Could not load your devices. Check your connection and try again.
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-line" aria-label="Signed-in devices">
          {devices.data.map((device) => {
            const Icon = deviceIcon(device.device);
            return (
            <li key={device.id} className="flex items-center gap-3 py-3">
              <Icon aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-ink">
                  {device.device}
                  {device.current && <span className="ml-2 rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand-ink">This device</span>}
                </p>
                <p className="text-sm text-ink-muted">{lastSeen(device)}</p>
              </div>
              {!device.current && (
                <button
                  type="button"
                  className="btn-ghost min-h-9 px-3"
                  aria-label={`Sign out ${device.device}`}
                  disabled={signOut.isPending}
                  onClick={() => signOut.mutate(device.id, { onError: () => toast.error('Could not sign that device out. Please try again.') })}
                >
                  Sign out
                </button>
              )}
            </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
