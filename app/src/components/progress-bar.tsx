import { clsx } from 'clsx';

/**
 * A labelled percentage bar (resources in progress, goals, the progress screen, export and
 * import). Without a value it shows work under way whose end is not known yet.
 */
export function ProgressBar({ value, label, className }: { value?: number; label: string; className?: string }) {
  const percent = value === undefined ? undefined : Math.round(Math.min(100, Math.max(0, value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={clsx('h-2 overflow-hidden rounded-full bg-surface-muted', className)}
    >
      <div
        className={clsx('h-full rounded-full bg-brand', percent === undefined ? 'w-1/3 animate-pulse' : 'transition-[width]')}
        style={percent === undefined ? undefined : { width: `${percent}%` }}
      />
    </div>
  );
}
