/**
 * A year of writing and review activity, one square a day, like a contributions graph; the
 * months' counts in words for screen readers. Hand-drawn CSS grid: the heatmap libraries bring
 * a charting stack (or SVG text that overflows phones) for 365 coloured squares.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { activityLevel, busiestDay, monthTotals, type Activity } from '../data/activity';
import { firstDay, lastDay, weeksBetween } from '../data/calendar-month';
import { activitySentence, monthName } from '../data/calendar-words';

const SHADES = ['bg-surface-muted', 'bg-brand-500/25', 'bg-brand-500/50', 'bg-brand-500/75', 'bg-brand-500'] as const;
const ROW_LABELS = ['Mon', '', 'Wed', '', 'Fri', '', ''];

/** Whether the box scrolls sideways (then it must take focus, so a keyboard can scroll it). */
function useScrollsSideways(ref: React.RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    measure();
    // The newest weeks are on the right: show them first.
    box.scrollLeft = box.scrollWidth;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}

interface HeatmapProps {
  months: string[];
  activity: Activity | undefined;
  today: string;
  /** Beside the caption: /insights' Table button. */
  action?: ReactNode;
  /** Shown instead of the squares while set (the same numbers as a table, on /insights). */
  replacement?: ReactNode;
}

export function ActivityHeatmap({ months, activity, today, action, replacement }: HeatmapProps) {
  const box = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(box);
  const from = firstDay(months[0]!);
  const weeks = weeksBetween(from, lastDay(months.at(-1)!));
  const busiest = activity ? busiestDay(activity) : 0;
  const thisYear = today.slice(0, 4);
  const label = `Writing and reviews, ${monthName(months[0]!)} to ${monthName(months.at(-1)!)}`;

  return (
    <figure className="card relative space-y-3 p-4 sm:p-5">
      <figcaption className={clsx('font-semibold text-ink', action && 'pr-24')}>{label}</figcaption>
      {action && <div className="absolute top-3 right-3 sm:top-4 sm:right-4">{action}</div>}
      {replacement}
      {/* Hidden, not unmounted, under a replacement: its box keeps its measure and scroll. */}
      <div hidden={Boolean(replacement)} className="space-y-3">
        <div
          ref={box}
          className="overflow-x-auto pb-1"
          role={scrolls ? 'region' : undefined}
          aria-label={scrolls ? label : undefined}
          tabIndex={scrolls ? 0 : undefined}
        >
          <div
            aria-hidden="true"
            className="grid w-max min-w-full grid-flow-col grid-rows-[auto_repeat(7,auto)] gap-[3px] text-[0.65rem] md:gap-[2px] leading-none text-ink-muted"
            // Squares grow to fill a wide screen and stop at 10 px on a phone, where the box scrolls.
            style={{ gridTemplateColumns: `auto repeat(${weeks.length}, minmax(10px, 1fr))` }}
          >
            <span className="sticky left-0 z-10 bg-surface" />
            {ROW_LABELS.map((row, i) => (
              <span key={i} className="sticky left-0 z-10 flex items-center bg-surface pr-1.5">
                {row}
              </span>
            ))}
            {weeks.map((week) => {
              const first = week.find((day) => day?.endsWith('-01'));
              return [
                <span key={`label-${week.find(Boolean)}`} className="relative h-4">
                  {first && <span className="absolute left-0 whitespace-nowrap">{monthName(first.slice(0, 7), 'MMM')}</span>}
                </span>,
                ...week.map((day, d) =>
                  day ? (
                    <span key={day} className={clsx('aspect-square rounded-[3px]', SHADES[activityLevel(activity?.get(day), busiest)], day === today && 'ring-1 ring-ink-muted')} />
                  ) : (
                    <span key={`${week.find(Boolean)}-${d}`} />
                  ),
                ),
              ];
            })}
          </div>
        </div>
        <div aria-hidden="true" className="flex items-center justify-end gap-1 text-xs text-ink-muted">
          Less
          {SHADES.map((shade) => (
            <span key={shade} className={clsx('size-[11px] rounded-[3px]', shade)} />
          ))}
          More
        </div>
        {activity && (
          <ul className="sr-only" aria-label="Activity by month" data-testid="activity-by-month">
            {months.map((month) => (
              <li key={month}>{activitySentence(monthTotals(activity, month), month, thisYear)}</li>
            ))}
          </ul>
        )}
      </div>
    </figure>
  );
}
