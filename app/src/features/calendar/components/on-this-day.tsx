/** "On this day": entries written on today's date in earlier months and years. */
import { useOnThisDay } from '../data/calendar-queries';
import { dayName } from '../data/calendar-words';
import { EntryLinkList } from '../../journal';

export function OnThisDay({ today }: { today: string }) {
  const entries = useOnThisDay(today);
  if (entries === undefined) return null;
  return (
    <section aria-labelledby="on-this-day-heading" className="card space-y-3 p-4 sm:p-5">
      <h2 id="on-this-day-heading" className="font-semibold text-ink">
        On this day
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-ink-muted">Nothing written on the {dayName(today, 'do')} of an earlier month yet. What you write today shows here next month.</p>
      ) : (
        <EntryLinkList entries={entries} label={`Written on the ${dayName(today, 'do')} of earlier months`} />
      )}
    </section>
  );
}
