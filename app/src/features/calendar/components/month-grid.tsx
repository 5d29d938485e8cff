/** A month in weeks from Monday, each day with how many entries were written on it; a day opens its entries. */
import { Link } from 'react-router-dom';
import { clsx } from 'clsx';
import type { Activity } from '../data/activity';
import { monthWeeks } from '../data/calendar-month';
import { dayName, monthName, plural } from '../data/calendar-words';

const WEEKDAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

interface MonthGridProps {
  month: string;
  activity: Activity | undefined;
  today: string;
  selected: string | null;
  dayLink: (day: string) => string;
}

export function MonthGrid({ month, activity, today, selected, dayLink }: MonthGridProps) {
  return (
    <table className="w-full table-fixed border-separate border-spacing-0.5 text-center sm:border-spacing-1">
      <caption className="sr-only">{`Entries written in ${monthName(month)}`}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map(([short, long]) => (
            <th key={short} scope="col" abbr={long} className="pb-1 text-xs font-medium text-ink-muted">
              {short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week) => (
          <tr key={week.find(Boolean)}>
            {week.map((day, d) => {
              if (!day) return <td key={d} />;
              const count = activity?.get(day)?.entries ?? 0;
              const isSelected = day === selected;
              return (
                <td key={day} className="p-0">
                  <Link
                    to={dayLink(day)}
                    preventScrollReset
                    aria-current={isSelected ? 'date' : undefined}
                    aria-label={`${dayName(day, 'MMMM d')}: ${plural(count, 'entry', 'entries')}${day === today ? ', today' : ''}`}
                    className={clsx(
                      'flex min-h-11 flex-col items-center justify-center rounded-lg text-sm sm:min-h-14 sm:rounded-xl',
                      isSelected ? 'bg-brand text-white' : count > 0 ? 'bg-brand-soft text-brand-ink hover:ring-2 hover:ring-brand-300' : 'text-ink hover:bg-surface-muted',
                      day === today && !isSelected && 'ring-2 ring-brand-400 ring-inset',
                    )}
                  >
                    <span className={clsx(count > 0 && 'font-semibold')}>{Number(day.slice(8))}</span>
                    <span aria-hidden="true" className="h-3 text-[0.7rem] leading-3">
                      {count > 0 ? count : ''}
                    </span>
                  </Link>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
