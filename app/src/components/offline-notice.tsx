import { WifiOff } from 'lucide-react';

/** Said plainly where a Pro call needs the server and the device has no connection. */
export function OfflineNotice({ children }: { children: string }) {
  return (
    <p role="status" className="flex items-center gap-2 rounded-xl border border-line bg-surface-muted px-4 py-3 text-sm text-ink-muted">
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </p>
  );
}
