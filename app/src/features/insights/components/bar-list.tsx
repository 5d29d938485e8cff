/**
 * Percentages as labelled horizontal bars (retention per goal, goals' progress): long goal
 * titles wrap under each other on a phone, where an axis of them would not fit.
 */
export interface BarRow {
  key: string | number;
  label: string;
  /** 0–100. */
  percent: number;
  /** What the percentage is of, e.g. "of 12 ratings". */
  detail: string;
}

export function BarList({ rows }: { rows: readonly BarRow[] }) {
  return (
    <ul aria-hidden="true" className="space-y-3">
      {rows.map((row) => (
        <li key={row.key} className="space-y-1">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="min-w-0 break-words text-ink">{row.label}</span>
            <span className="shrink-0 tabular-nums text-ink-muted">
              <span className="font-semibold text-ink">{row.percent}%</span> {row.detail}
            </span>
          </div>
          <div className="h-2.5 overflow-hidden rounded-full bg-surface-muted">
            <div className="h-full rounded-full bg-brand-ink" style={{ width: `${Math.min(100, Math.max(0, row.percent))}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
