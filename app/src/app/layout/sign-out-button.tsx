/**
 * Sign out. Signing out removes the learner's copy from this device (docs/sync-protocol.md, rule 8), so
 * when changes have not reached the server yet the learner is told first and chooses.
 */
import { useState } from 'react';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { LogOut } from 'lucide-react';
import { toast } from 'sonner';
import { OFFLINE_AUTH_MESSAGE } from '../../features/auth/auth-errors';
import { useSignOut } from '../../features/auth/sign-out';
import { isNetworkError } from '../../lib/api-client';
import { signOutWarning, unsyncedChanges } from '../../sync/sign-out';
import { useDatabase } from '../../sync/sync-context';
import { useReturnFocus } from '../../lib/use-return-focus';
import { WhenOpen } from '../../components/when-open';

export function SignOutButton() {
  const db = useDatabase();
  const signOut = useSignOut();
  const [warning, setWarning] = useState<string | null>(null);
  const returnFocus = useReturnFocus();

  const signOutNow = () =>
    signOut.mutate(undefined, {
      onError: (error) =>
        toast.error('Could not sign out', { description: isNetworkError(error) ? OFFLINE_AUTH_MESSAGE : error.message }),
    });

  const onClick = async () => {
    const message = signOutWarning(await unsyncedChanges(db));
    if (message) setWarning(message);
    else signOutNow();
  };

  return (
    <>
      <button
        type="button"
        onClick={() => void onClick()}
        disabled={signOut.isPending}
        aria-label={signOut.isPending ? 'Signing out…' : 'Sign out'}
        title="Sign out"
        className="btn-ghost min-h-10 shrink-0 px-2.5 text-ink-muted"
      >
        <LogOut aria-hidden="true" className="size-[18px]" />
      </button>
      <AlertDialog.Root open={warning !== null} onOpenChange={(open) => !open && setWarning(null)}>
        <WhenOpen open={warning !== null}>
          <AlertDialog.Portal>
            <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/40" />
            <AlertDialog.Content {...returnFocus} className="card fixed top-1/2 left-1/2 z-50 w-[min(28rem,92vw)] -translate-x-1/2 -translate-y-1/2 p-6">
              <AlertDialog.Title className="text-lg font-semibold text-ink">Sign out anyway?</AlertDialog.Title>
              <AlertDialog.Description className="mt-2 text-sm text-ink-muted">{warning}</AlertDialog.Description>
              <div className="mt-6 flex justify-end gap-2">
                <AlertDialog.Cancel className="btn-ghost">Stay signed in</AlertDialog.Cancel>
                <AlertDialog.Action className="btn-danger" onClick={signOutNow}>
                  Sign out
                </AlertDialog.Action>
              </div>
            </AlertDialog.Content>
          </AlertDialog.Portal>
        </WhenOpen>
      </AlertDialog.Root>
    </>
  );
}
