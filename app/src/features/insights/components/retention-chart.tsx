/** Retention: Good or Easy among the last days' ratings, overall and per goal. */
import { plural } from '../data/periods';
import { retentionPercent, retentionSentence, type Retention, type RetentionRow } from '../data/retention';
import { BarList } from './bar-list';
import { ChartCard } from './chart-card';
import { EmptyHint } from './empty-hint';

const detail = (row: RetentionRow) => `of ${plural(row.rated, 'rating', 'ratings')}`;

export function RetentionChart({ result, days }: { result: Retention; days: number }) {
  const rows = [result.overall, ...result.goals];
  return (
    <ChartCard
      title="Retention"
      subtitle={`Ratings of Good or Easy in the last ${days} days, for all cards and for each goal's linked entries.`}
      summary={retentionSentence(result, days)}
      table={{ columns: ['Cards', 'Good or Easy', 'Ratings'], rows: rows.map((row) => [row.label, `${retentionPercent(row)}%`, row.rated]) }}
      empty={
        result.overall.rated === 0 && (
          <EmptyHint to="/review" action="Start a review">
            {`No ratings in the last ${days} days. Rate your cards in a review and this shows how many you remembered well.`}
          </EmptyHint>
        )
      }
    >
      <BarList rows={rows.map((row, i) => ({ key: i, label: row.label, percent: retentionPercent(row), detail: detail(row) }))} />
      {result.goals.length === 0 && <p className="mt-3 text-sm text-ink-muted">Link entries to a goal to see each goal's retention here.</p>}
    </ChartCard>
  );
}
