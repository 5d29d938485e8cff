import { ArrowLeft, CircleAlert, LoaderCircle, WifiOff } from 'lucide-react';
import { Link } from 'react-router-dom';

export function CheckoutLoading({ label }: { label: string }) {
  return (
    <div role="status" className="card flex flex-col items-center gap-3 px-6 py-14 text-center text-ink-muted">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-brand-ink" />
      <p className="text-sm font-medium">{label}</p>
    </div>
  );
}

/** A checkout that cannot go on: what went wrong, in the server's words, and the way back. */
export function CheckoutFailed({ title, message }: { title: string; message: string }) {
  return (
    <div role="alert" className="card flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-danger-soft text-danger">
        <CircleAlert aria-hidden="true" className="size-6" />
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

/** No connection: checkout waits for one; nothing failed. */
export function CheckoutOffline({ message }: { message: string }) {
  return (
    <div role="status" className="card flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-surface-muted text-ink-muted">
        <WifiOff aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-xl font-semibold text-ink">Checkout needs a connection</h2>
      <p className="max-w-sm text-sm text-ink-muted">{message}</p>
      <Link to="/pricing" className="btn-secondary mt-2">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Pricing
      </Link>
    </div>
  );
}
