import { useId } from 'react';
/** Search (title or content) and the tag chips: All plus the first 5 distinct tags (core spec 2). */
import { Search, X } from 'lucide-react';
import { clsx } from 'clsx';

export interface JournalFiltersProps {
  query: string;
  onQueryChange: (query: string) => void;
  tags: string[];
  tag: string | null;
  onTagChange: (tag: string | null) => void;
}

const CHIP = 'min-h-9 shrink-0 rounded-full border px-3.5 text-sm font-medium transition-colors';

export function JournalFilters({ query, onQueryChange, tags, tag, onTagChange }: JournalFiltersProps) {
  const searchId = useId();
  return (
    <div className="space-y-3">
      <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium text-ink">
        Search entries
      </label>
      <div className="relative !mt-0">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-4.5 -translate-y-1/2 text-ink-muted" />
        <input
          id={searchId}
          type="search"
          placeholder="Search entries by title or content..."
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          className="input pr-10 pl-10 [&::-webkit-search-cancel-button]:hidden"
        />
        {query && (
          <button type="button" aria-label="Clear search" onClick={() => onQueryChange('')} className="absolute top-1/2 right-1.5 grid size-9 -translate-y-1/2 place-items-center rounded-lg text-ink-muted hover:text-ink">
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
      <div role="group" aria-label="Filter by tag" className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
        {[null, ...tags].map((chip) => {
          const active = chip === tag;
          return (
            <button
              key={chip ?? '__all'}
              type="button"
              aria-pressed={active}
              onClick={() => onTagChange(chip)}
              className={clsx(CHIP, active ? 'border-brand bg-brand text-white' : 'border-line bg-surface text-ink-muted hover:text-ink')}
            >
              {chip ?? 'All'}
            </button>
          );
        })}
      </div>
    </div>
  );
}
