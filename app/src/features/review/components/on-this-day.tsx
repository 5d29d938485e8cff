/** Dashboard: entries written on this date in earlier months and years. */
import { EntryLinkList } from '../../journal';
import { useOnThisDay } from '../data/use-review-summary';

export function OnThisDay() {
  const entries = useOnThisDay();
  if (!entries || entries.length === 0) return null;
  return (
    <section aria-labelledby="on-this-day-heading" className="card p-5">
      <h2 id="on-this-day-heading" className="mb-4 font-semibold text-ink">
        On this day
      </h2>
      <EntryLinkList entries={entries} />
    </section>
  );
}
