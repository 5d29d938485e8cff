/**
 * A screen's shape while its code or data is on its way: a title and a few cards, pulsing. Used
 * instead of a spinner so the first paint already looks like the app (no layout jump).
 */
import { clsx } from 'clsx';

const BLOCK = 'rounded-lg bg-surface-muted';

export function ScreenSkeleton({ label = 'Loading…', cards = 3 }: { label?: string; cards?: number }) {
  return (
    <div role="status" aria-label={label} className="mx-auto w-full max-w-5xl animate-pulse motion-reduce:animate-none">
      <div className={clsx(BLOCK, 'h-8 w-56')} />
      <div className={clsx(BLOCK, 'mt-3 h-4 w-80 max-w-full')} />
      <div className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: cards }, (_, i) => (
          <div key={i} className="card space-y-3 p-5">
            <div className={clsx(BLOCK, 'h-5 w-2/3')} />
            <div className={clsx(BLOCK, 'h-3.5 w-full')} />
            <div className={clsx(BLOCK, 'h-3.5 w-5/6')} />
          </div>
        ))}
      </div>
    </div>
  );
}
