/**
 * /insights (issue 35, point 3): the learner's learning in pictures, computed on the device from
 * what has synced to it (offline too): writing per week and the calendar's year heatmap, the
 * review forecast, retention, cards learned, resources completed and goals. Each chart is a
 * labelled image with its numbers in a table a tap away. uPlot loads with this screen only.
 */
import { useMemo } from 'react';
import { monthOf, yearEndingWith } from '../calendar';
import { INSIGHT_SPANS, useInsightsToday, useRecordInsights, useReviewInsights } from './data/insights-queries';
import { lastMonths } from './data/periods';
import { WritingChart } from './components/writing-chart';
import { ForecastChart } from './components/forecast-chart';
import { RetentionChart } from './components/retention-chart';
import { LearnedChart } from './components/learned-chart';
import { ResourcesChart } from './components/resources-chart';
import { GoalsChart } from './components/goals-chart';
import { YearActivityCard } from './components/year-activity-card';

function CardSkeleton() {
  return <div className="card h-64 animate-pulse bg-surface-muted/60" aria-hidden="true" />;
}

export default function InsightsPage() {
  const today = useInsightsToday();
  const months = useMemo(() => yearEndingWith(monthOf(today)), [today]);
  const review = useReviewInsights(months, today);
  const records = useRecordInsights(today);

  return (
    <section className="mx-auto w-full max-w-5xl space-y-5" aria-busy={!review || !records}>
      <title>Insights · LearnLog</title>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Insights</h1>
        <p className="mt-1 text-ink-muted">Your learning in pictures, from everything on this device.</p>
      </header>

      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        {review ? <WritingChart weeks={review.writing} /> : <CardSkeleton />}
        {review ? <ForecastChart days={review.forecast} /> : <CardSkeleton />}
      </div>

      <YearActivityCard months={months} activity={review?.activity} today={today} />

      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        {review ? <RetentionChart result={review.retention} days={INSIGHT_SPANS.retentionDays} /> : <CardSkeleton />}
        {review ? <LearnedChart weeks={review.learned} /> : <CardSkeleton />}
        {records ? <ResourcesChart months={records.resources} /> : <CardSkeleton />}
        {records ? <GoalsChart goals={records.goals} months={lastMonths(today, INSIGHT_SPANS.months)} /> : <CardSkeleton />}
      </div>
    </section>
  );
}
