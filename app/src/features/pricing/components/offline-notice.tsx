import { CreditCard, WifiOff } from 'lucide-react';

/**
 * Why the buy buttons are disabled, in one calm line: buying talks to the payment provider through
 * the server, so it waits for a connection, and for a server with payments set up.
 */
export function OfflineNotice({ children, reason = 'offline' }: { children: string; reason?: 'offline' | 'payments-off' }) {
  const Icon = reason === 'offline' ? WifiOff : CreditCard;
  return (
    <p role="status" className="mx-auto mt-6 flex max-w-xl items-start gap-2.5 rounded-xl bg-surface-muted px-4 py-3 text-sm text-ink">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-muted" />
      <span>{children}</span>
    </p>
  );
}
