import { LoaderCircle } from 'lucide-react';

/** Shown while a screen's code or the current user is on its way. */
export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" className="grid min-h-[50dvh] place-items-center text-ink-muted">
      <span className="inline-flex items-center gap-2 text-sm">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-ink" />
        {label}
      </span>
    </div>
  );
}
