/**
 * Shown instead of the skeleton when the device database has not opened within a bounded wait:
 * the browser holds its storage (another tab, a page frozen in its back/forward cache) or refused
 * it. Nothing is deleted here; reload or sign in again and the queued changes go out.
 */
import { DatabaseZap } from 'lucide-react';
import { useSignInAgain } from './use-sign-in-again';

export function DeviceStorageStuck() {
  const signInAgain = useSignInAgain();
  return (
    <main className="grid min-h-dvh place-items-center px-4 py-16">
      <div role="alert" className="max-w-md text-center">
        <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-danger-soft text-danger">
          <DatabaseZap aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-6 text-2xl font-bold tracking-tight">Your journal can’t open right now</h1>
        <p className="mt-3 text-ink-muted">
          The browser is keeping LearnLog’s storage on this device busy, often for another LearnLog tab or window. Your
          entries and the changes waiting to sync are safe on this device.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
            Reload LearnLog
          </button>
          <button type="button" className="btn-secondary" onClick={signInAgain}>
            Sign in again
          </button>
        </div>
        <p className="mt-6 text-sm text-ink-muted">If this keeps happening, close LearnLog’s other tabs and windows, then reload.</p>
      </div>
    </main>
  );
}
