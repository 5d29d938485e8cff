/**
 * One insight: its title, a line on what it counts, and either the chart (a labelled image whose
 * `aria-label` says it in words) or the same numbers as a real table, the learner's choice; or,
 * with nothing to show yet, what will appear here and how to fill it.
 */
import { useId, useState, type ReactNode } from 'react';
import { Table2 } from 'lucide-react';

export interface ChartTable {
  columns: readonly string[];
  rows: ReadonlyArray<readonly (string | number)[]>;
}

interface ChartCardProps {
  title: string;
  subtitle: string;
  /** The chart in words: the image's accessible name. */
  summary: string;
  table: ChartTable;
  /** Set when there is nothing to draw yet: shown instead of the chart. */
  empty?: ReactNode;
  children: ReactNode;
}

export function ChartCard({ title, subtitle, summary, table, empty, children }: ChartCardProps) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  return (
    <section className="card min-w-0 space-y-3 p-4 sm:p-5" aria-labelledby={headingId} data-testid="insight">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold text-ink">
            {title}
          </h2>
          <p className="text-sm text-ink-muted">{subtitle}</p>
        </div>
        {!empty && <TableToggle title={title} pressed={asTable} onToggle={() => setAsTable((shown) => !shown)} />}
      </div>
      {empty ? (
        <div className="rounded-xl bg-surface-muted p-4 text-sm text-ink-muted">{empty}</div>
      ) : asTable ? (
        <InsightTable caption={title} table={table} />
      ) : (
        <div role="img" aria-label={summary}>
          {children}
        </div>
      )}
    </section>
  );
}

/** The button that turns a chart into its table and back. */
export function TableToggle({ title, pressed, onToggle }: { title: string; pressed: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      className="btn-ghost min-h-11 shrink-0 px-2.5 text-sm aria-pressed:bg-brand-soft aria-pressed:text-brand-ink"
      aria-pressed={pressed}
      onClick={onToggle}
    >
      <Table2 aria-hidden="true" className="size-4" />
      Table<span className="sr-only"> view of {title}</span>
    </button>
  );
}

export function InsightTable({ caption, table }: { caption: string; table: ChartTable }) {
  return (
    // Up to 30 rows: the table scrolls in its own box, which then takes focus for the keyboard.
    <div className="max-h-72 overflow-auto rounded-lg border border-line" tabIndex={0} role="region" aria-label={`${caption}, table`}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-surface-muted text-ink">
          <tr>
            {table.columns.map((column, i) => (
              <th key={column} scope="col" className={i === 0 ? 'px-3 py-2 font-medium' : 'px-3 py-2 text-right font-medium'}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line text-ink">
          {table.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="px-3 py-1.5 font-normal">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className="px-3 py-1.5 text-right tabular-nums">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
