import { ArrowLeft, CircleAlert, CreditCard, LoaderCircle, WifiOff } from 'lucide-react';
import { PAYMENTS_OFF_TEXT } from '@learnlog/shared';
import { Link } from 'react-router-dom';

export function CheckoutLoading({ label }: { label: string }) {
  return (
    <div role="status" className="card flex flex-col items-center gap-3 px-6 py-14 text-center text-ink-muted">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-brand-ink" />
      <p className="text-sm font-medium">{label}</p>
    </div>
  );
}

/** Why checkout cannot go on, and the way back: a failure in the server's words, or no connection. */
function CheckoutNotice({ tone, title, message }: { tone: 'failed' | 'offline' | 'payments-off'; title: string; message: string }) {
  const Icon = tone === 'failed' ? CircleAlert : tone === 'offline' ? WifiOff : CreditCard;
  return (
    <div role={tone === 'failed' ? 'alert' : 'status'} className="card flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className={`grid size-12 place-items-center rounded-full ${tone === 'failed' ? 'bg-danger-soft text-danger' : 'bg-surface-muted text-ink-muted'}`}>
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-xl font-semibold text-ink">{title}</h2>
      <p className="max-w-sm text-sm text-ink-muted">{message}</p>
      <Link to="/pricing" className="btn-secondary mt-2">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Pricing
      </Link>
    </div>
  );
}

/** A checkout that cannot go on: what went wrong, in the server's words. */
export const CheckoutFailed = ({ title, message }: { title: string; message: string }) => <CheckoutNotice tone="failed" title={title} message={message} />;

/** No connection: checkout waits for one; nothing failed (no red, no alert). */
export const CheckoutOffline = ({ message }: { message: string }) => <CheckoutNotice tone="offline" title="Checkout needs a connection" message={message} />;

/** No Stripe key on this server (decisions): a fact, said calmly once, with no toast beside it. */
export const CheckoutPaymentsOff = () => (
  <CheckoutNotice tone="payments-off" title={PAYMENTS_OFF_TEXT} message="Nothing was charged. Your plan stays as it is; the server’s owner can set up payments." />
);
