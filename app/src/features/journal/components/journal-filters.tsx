/**
 * Search and the filter chips: All, Favourites and the first 5 distinct tags (core spec 2), "More
 * tags" for every tag with its count, and the filters that came from elsewhere (a resource, a
 * goal, days) as chips that clear them (issue 32).
 */
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { ChevronDown, Heart, Search, X } from 'lucide-react';
import { clsx } from 'clsx';
import type { JournalFilter } from '../data/journal-filter';
import { ActiveFilters } from './active-filters';
import { MoreTags } from './more-tags';

export interface JournalFiltersProps {
  filter: JournalFilter;
  onChange: (change: Partial<JournalFilter>) => void;
  /** The first distinct tags (the chips). */
  tags: string[];
}

export const CHIP = 'inline-flex min-h-9 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors';
export const chipState = (active: boolean) => (active ? 'border-brand bg-brand text-white' : 'border-line bg-surface text-ink-muted hover:text-ink');

export function JournalFilters({ filter, onChange, tags }: JournalFiltersProps) {
  const searchId = useId();
  const moreId = useId();
  const [moreOpen, setMoreOpen] = useState(false);
  // A tag chosen from "More tags" (or a link) shows as a chip too, so the list says what filters it.
  const chips = filter.tag !== null && !tags.includes(filter.tag) ? [...tags, filter.tag] : tags;
  const all = filter.tag === null && !filter.favorite;
  return (
    <div className="space-y-3">
      <label htmlFor={searchId} className="sr-only mb-1.5 block text-sm font-medium text-ink sm:not-sr-only">
        Search entries
      </label>
      <div className="relative !mt-0">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-4.5 -translate-y-1/2 text-ink-muted" />
        <input
          id={searchId}
          type="search"
          placeholder="Search titles, notes, key learnings, questions, tags..."
          value={filter.query}
          onChange={(event) => onChange({ query: event.target.value })}
          className="input pr-10 pl-10 [&::-webkit-search-cancel-button]:hidden"
        />
        {filter.query && (
          <button type="button" aria-label="Clear search" onClick={() => onChange({ query: '' })} className="absolute top-1/2 right-1.5 grid size-9 -translate-y-1/2 place-items-center rounded-lg text-ink-muted hover:text-ink">
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
      <div className="-mx-4 flex items-start gap-2 pr-4 sm:mx-0 sm:pr-0">
        <div role="group" aria-label="Filter by tag" className="flex min-w-0 flex-1 gap-2 overflow-x-auto pb-1 pl-4 sm:flex-wrap sm:pl-0">
          <button type="button" aria-pressed={all} onClick={() => onChange({ tag: null, favorite: false })} className={clsx(CHIP, chipState(all))}>
            All
          </button>
          <button type="button" aria-pressed={filter.favorite} onClick={() => onChange({ favorite: !filter.favorite })} className={clsx(CHIP, chipState(filter.favorite))}>
            <Heart aria-hidden="true" className={clsx('size-3.5', filter.favorite && 'fill-current')} />
            Favourites
          </button>
          {chips.map((chip) => {
            const active = chip === filter.tag;
            return (
              <button key={chip} type="button" aria-pressed={active} onClick={() => onChange({ tag: active ? null : chip })} className={clsx(CHIP, chipState(active))}>
                {chip}
              </button>
            );
          })}
        </div>
        <button type="button" aria-expanded={moreOpen} aria-controls={moreId} onClick={() => setMoreOpen((open) => !open)} className={clsx(CHIP, chipState(false), 'border-dashed')}>
          More tags
          <ChevronDown aria-hidden="true" className={clsx('size-3.5 transition-transform', moreOpen && 'rotate-180')} />
        </button>
      </div>
      <MoreTags
        id={moreId}
        open={moreOpen}
        active={filter.tag}
        onPick={(tag) => {
          setMoreOpen(false);
          onChange({ tag });
        }}
      />
      <ActiveFilters filter={filter} onChange={onChange} />
      {/* A tag's entries are a review sitting too (/review?tag=, issue 35). */}
      {filter.tag !== null && (
        <Link to={`/review?tag=${encodeURIComponent(filter.tag)}`} className="inline-block text-sm font-medium text-brand-ink hover:underline">
          Review the cards tagged #{filter.tag}
        </Link>
      )}
    </div>
  );
}
