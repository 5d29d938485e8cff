import { useThisWeek } from './use-this-week';

/** The sidebar's 'This Week' counts, straight from the device's records. */
export function ThisWeekCard() {
  const week = useThisWeek();
  const rows: Array<[string, number | undefined]> = [
    ['Journal entries', week?.entries],
    ['Resources added', week?.resources],
    ['Completed', week?.completed],
  ];
  return (
    <section aria-label="This Week" className="rounded-xl bg-surface-muted px-3 py-2.5" data-testid="this-week">
      <h2 className="text-[11px] font-semibold tracking-wider text-ink-muted uppercase">This Week</h2>
      <dl className="mt-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-center justify-between gap-2 leading-6">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="font-semibold text-ink tabular-nums">{value ?? '–'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
