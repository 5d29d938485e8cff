/** Resources completed per month. */
import { useMemo } from 'react';
import { monthLabel } from '../data/periods';
import { resourcesSentence, type MonthCount } from '../data/resources-completed';
import { ChartCard } from './chart-card';
import { EmptyHint } from './empty-hint';
import { UplotChart } from './uplot-chart';

export function ResourcesChart({ months }: { months: readonly MonthCount[] }) {
  const { labels, values } = useMemo(() => ({ labels: months.map((m) => monthLabel(m.month)), values: months.map((m) => m.completed) }), [months]);
  const empty = values.every((n) => n === 0);
  return (
    <ChartCard
      title="Resources completed"
      subtitle={`Books, courses, videos and more you finished, in each of the last ${months.length} months.`}
      summary={resourcesSentence(months)}
      table={{ columns: ['Month', 'Completed'], rows: months.map((m) => [monthLabel(m.month, 'MMMM yyyy'), m.completed]) }}
      empty={
        empty && (
          <EmptyHint to="/resources" action="Go to your resources">
            {`No resource completed in the last ${months.length} months. Mark a resource Completed when you finish it and it counts in its month.`}
          </EmptyHint>
        )
      }
    >
      <UplotChart kind="bars" labels={labels} values={values} />
    </ChartCard>
  );
}
