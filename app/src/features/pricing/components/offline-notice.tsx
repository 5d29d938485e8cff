import { WifiOff } from 'lucide-react';

/** Buying talks to the payment provider through the server, so it waits for a connection. */
export function OfflineNotice({ children }: { children: string }) {
  return (
    <p role="status" className="mx-auto mt-6 flex max-w-xl items-start gap-2.5 rounded-xl bg-surface-muted px-4 py-3 text-sm text-ink">
      <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-muted" />
      <span>{children}</span>
    </p>
  );
}
