/** "More tags": every tag of the journal with how many entries carry it; a tap filters by it. */
import { clsx } from 'clsx';
import { useTagCounts } from '../data/use-journal-entries';

const CHIP = 'inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors';

export function MoreTags({ id, open, active, onPick }: { id: string; open: boolean; active: string | null; onPick: (tag: string) => void }) {
  const counts = useTagCounts(open);
  if (!open) return <div id={id} hidden />;
  return (
    <div id={id} role="group" aria-label="All tags" className="card !mt-2 p-3">
      {counts === undefined ? (
        <p className="text-sm text-ink-muted">Loading tags…</p>
      ) : counts.length === 0 ? (
        <p className="text-sm text-ink-muted">No tags yet: add some to an entry and they show here.</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {counts.map(({ tag, count }) => (
            <li key={tag} className="max-w-full">
              <button
                type="button"
                aria-pressed={tag === active}
                aria-label={`${tag}, ${count} ${count === 1 ? 'entry' : 'entries'}`}
                onClick={() => onPick(tag)}
                className={clsx(CHIP, 'max-w-full', tag === active ? 'border-brand bg-brand text-white' : 'border-line bg-surface text-ink hover:bg-surface-muted')}
              >
                <span className="truncate">{tag}</span>
                <span aria-hidden="true" className={clsx('text-xs tabular-nums', tag === active ? 'text-white' : 'text-ink-muted')}>
                  {count}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
