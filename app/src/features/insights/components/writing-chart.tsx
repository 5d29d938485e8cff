/** Writing per week, as bars over the last weeks. */
import { useMemo } from 'react';
import { shortDay } from '../data/periods';
import { writingSentence, type WeekCount } from '../data/writing-per-week';
import { ChartCard } from './chart-card';
import { EmptyHint } from './empty-hint';
import { UplotChart } from './uplot-chart';

export function WritingChart({ weeks }: { weeks: readonly WeekCount[] }) {
  const { labels, values } = useMemo(() => ({ labels: weeks.map((w) => shortDay(w.week)), values: weeks.map((w) => w.entries) }), [weeks]);
  const empty = values.every((n) => n === 0);
  return (
    <ChartCard
      title="Writing per week"
      subtitle={`Entries in each of the last ${weeks.length} weeks, from Monday.`}
      summary={writingSentence(weeks)}
      table={{ columns: ['Week of', 'Entries'], rows: weeks.map((w) => [shortDay(w.week), w.entries]) }}
      empty={
        empty && (
          <EmptyHint to="/journal/new" action="Write an entry">
            {`No entries in the last ${weeks.length} weeks. Each entry you write adds to its week's bar.`}
          </EmptyHint>
        )
      }
    >
      <UplotChart kind="bars" labels={labels} values={values} />
    </ChartCard>
  );
}
