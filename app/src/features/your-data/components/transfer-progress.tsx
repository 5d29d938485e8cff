/** A labelled progress bar for export and import; without a value it shows work under way. */
export function TransferProgress({ label, value }: { label: string; value?: number }) {
  const percent = value === undefined ? undefined : Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className="space-y-2" role="status">
      <p className="text-sm text-ink-muted">{label}</p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-surface-muted"
      >
        <div
          className={percent === undefined ? 'h-full w-1/3 animate-pulse rounded-full bg-brand' : 'h-full rounded-full bg-brand transition-[width]'}
          style={percent === undefined ? undefined : { width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
