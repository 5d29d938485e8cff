/**
 * /calendar (issue 32, point 5): a year heatmap of writing and reviews, a month of writing with
 * each day's number of entries (`?month=YYYY-MM` to move, `?day=YYYY-MM-DD` for a day's
 * entries), and "On this day". All from the device, in the learner's calendar days.
 */
import { Link, useSearchParams } from 'react-router-dom';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { monthOf, monthParam, shiftMonth, firstDay, lastDay, yearEndingWith } from './data/calendar-month';
import { useActivity, useToday } from './data/calendar-queries';
import { monthTotals } from './data/activity';
import { activitySentence, monthName } from './data/calendar-words';
import { ActivityHeatmap } from './components/activity-heatmap';
import { MonthGrid } from './components/month-grid';
import { DayEntries } from './components/day-entries';
import { OnThisDay } from './components/on-this-day';

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const calendarPath = (month: string, day?: string) => `/calendar?${new URLSearchParams(day ? { month, day } : { month }).toString()}`;

export default function CalendarPage() {
  const [params] = useSearchParams();
  const today = useToday();
  const dayParam = params.get('day');
  const day = dayParam && DAY.test(dayParam) ? dayParam : null;
  const month = monthParam(params.get('month')) ?? monthOf(day ?? today);
  const selected = day && monthOf(day) === month ? day : null;
  // The heatmap's year ends with the month shown (or this month, for a month ahead).
  const months = yearEndingWith(month > monthOf(today) ? monthOf(today) : month);
  const activity = useActivity(firstDay(months[0]!), lastDay(months.at(-1)!));

  return (
    <section className="mx-auto w-full max-w-3xl space-y-5">
      <title>Calendar · LearnLog</title>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Calendar</h1>
        <p className="mt-1 text-ink-muted">When you wrote and reviewed, and what you wrote then.</p>
      </header>

      <ActivityHeatmap months={months} activity={activity} today={today} />

      <div className="card p-3 sm:p-5">
        <div className="mb-1 flex items-center justify-between gap-2">
          <Link to={calendarPath(shiftMonth(month, -1))} preventScrollReset className="btn-ghost min-h-11 px-2.5" aria-label="Previous month">
            <ChevronLeft aria-hidden="true" className="size-5" />
          </Link>
          <h2 className="text-lg font-semibold text-ink">{monthName(month)}</h2>
          <Link to={calendarPath(shiftMonth(month, 1))} preventScrollReset className="btn-ghost min-h-11 px-2.5" aria-label="Next month">
            <ChevronRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
        <p className="mb-3 min-h-5 text-center text-sm text-ink-muted" data-testid="month-summary" aria-live="polite">
          {month > monthOf(today) ? 'This month is still ahead.' : activity ? activitySentence(monthTotals(activity, month), month, today.slice(0, 4)) : ''}
        </p>
        <MonthGrid month={month} activity={activity} today={today} selected={selected} dayLink={(d) => calendarPath(month, d)} />
        {month !== monthOf(today) && (
          <p className="mt-3 text-center">
            <Link to={calendarPath(monthOf(today))} preventScrollReset className="text-sm font-medium text-brand-ink hover:underline">
              Back to this month
            </Link>
          </p>
        )}
      </div>

      {selected && <DayEntries day={selected} />}
      <OnThisDay today={today} />
    </section>
  );
}
