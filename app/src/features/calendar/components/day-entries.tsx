/** The entries of the day tapped in the month, and the journal filtered to that day. */
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { journalPath } from '../../journal';
import { useEntriesOnDay } from '../data/calendar-queries';
import { dayName } from '../data/calendar-words';
import { EntryLinkList } from '../../journal';

export function DayEntries({ day }: { day: string }) {
  const entries = useEntriesOnDay(day);
  const section = useRef<HTMLElement>(null);
  const loaded = entries !== undefined;
  // A tap below the fold on a phone would otherwise show nothing happening; the margin keeps the
  // list above the bottom bar. (A block body: newer engines' scrollIntoView returns a promise,
  // which React would take for a cleanup.)
  useEffect(() => {
    if (loaded) section.current?.scrollIntoView({ block: 'nearest' });
  }, [day, loaded]);
  return (
    <section ref={section} aria-labelledby="day-heading" className="card scroll-mt-20 scroll-mb-24 space-y-3 p-4 sm:p-5">
      <h2 id="day-heading" className="font-semibold text-ink">
        {dayName(day)}
      </h2>
      {entries === undefined ? null : entries.length === 0 ? (
        <p className="text-sm text-ink-muted">Nothing written that day.</p>
      ) : (
        <>
          <EntryLinkList entries={entries} label={`Entries written ${dayName(day, 'MMMM d')}`} />
          <Link to={journalPath({ from: day, to: day })} className="inline-block text-sm font-medium text-brand-ink hover:underline">
            Show this day in the journal
          </Link>
        </>
      )}
    </section>
  );
}
