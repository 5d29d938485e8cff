/** Cards learned: cards rated at least once, at the end of each week. */
import { useMemo } from 'react';
import { shortDay } from '../data/periods';
import { cardsLearnedSentence, type WeekLearned } from '../data/cards-learned';
import { ChartCard } from './chart-card';
import { EmptyHint } from './empty-hint';
import { UplotChart } from './uplot-chart';

export function LearnedChart({ weeks }: { weeks: readonly WeekLearned[] }) {
  const { labels, values } = useMemo(() => ({ labels: weeks.map((w) => shortDay(w.week)), values: weeks.map((w) => w.total) }), [weeks]);
  const empty = (weeks.at(-1)?.total ?? 0) === 0;
  return (
    <ChartCard
      title="Cards learned"
      subtitle="Cards you have rated at least once, by the end of each week."
      summary={cardsLearnedSentence(weeks)}
      table={{ columns: ['Week of', 'New', 'Total'], rows: weeks.map((w) => [shortDay(w.week), w.added, w.total]) }}
      empty={
        empty && (
          <EmptyHint to="/review" action="Start a review">
            No card rated yet. Each card you rate in a review is learned from then on, and this line climbs with them.
          </EmptyHint>
        )
      }
    >
      <UplotChart kind="line" labels={labels} values={values} />
    </ChartCard>
  );
}
