/** Review forecast: the cards due on each of the next days. */
import { useMemo } from 'react';
import { shortDay } from '../data/periods';
import { forecastSentence, type DayCount } from '../data/review-forecast';
import { ChartCard } from './chart-card';
import { EmptyHint } from './empty-hint';
import { UplotChart } from './uplot-chart';

export function ForecastChart({ days }: { days: readonly DayCount[] }) {
  const { labels, values } = useMemo(() => ({ labels: days.map((d, i) => (i === 0 ? 'Today' : shortDay(d.day))), values: days.map((d) => d.cards) }), [days]);
  const empty = values.every((n) => n === 0);
  return (
    <ChartCard
      title="Review forecast"
      subtitle={`Cards due on each of the next ${days.length} days; overdue cards count today, before the daily limit.`}
      summary={forecastSentence(days)}
      table={{ columns: ['Day', 'Cards due'], rows: days.map((d, i) => [i === 0 ? `Today (${shortDay(d.day)})` : shortDay(d.day), d.cards]) }}
      empty={
        empty && (
          <EmptyHint to="/journal/new" action="Write an entry with a key learning">
            {`No cards due in the next ${days.length} days. An entry's key learning and each of its questions become cards, due the day after you write them.`}
          </EmptyHint>
        )
      }
    >
      <UplotChart kind="bars" labels={labels} values={values} />
    </ChartCard>
  );
}
