/** Search box and category chips (accounts spec, Premium Templates; the spec's dropdown filtered the same categories again: docs/decisions.md). */
import { Search } from 'lucide-react';
import { clsx } from 'clsx';
import { TEMPLATE_SEARCH_MIN_LENGTH, type TemplateCategory } from '@learnlog/shared';
import type { TemplateFilter } from '../data/template-filters';

interface TemplateFiltersBarProps {
  query: string;
  onQueryChange: (query: string) => void;
  filter: TemplateFilter;
  onFilterChange: (filter: TemplateFilter) => void;
  categories: readonly TemplateCategory[];
  favoriteCount: number;
}

export function TemplateFiltersBar({ query, onQueryChange, filter, onFilterChange, categories, favoriteCount }: TemplateFiltersBarProps) {
  const choices: { value: TemplateFilter; label: string }[] = [
    { value: 'all', label: 'All Categories' },
    ...categories.map((c) => ({ value: c.id as TemplateFilter, label: `${c.name} (${c.count})` })),
    { value: 'favorites', label: `Favorites (${favoriteCount})` },
  ];
  return (
    <div className="space-y-3">
      <label className="block">
        <span className="mb-1.5 block text-sm font-medium text-ink">Search templates</span>
        <span className="relative block">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-muted" />
          <input
            type="search"
            className="input pl-10"
            placeholder={`Search templates (${TEMPLATE_SEARCH_MIN_LENGTH}+ characters)`}
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
          />
        </span>
      </label>
      <div role="group" aria-label="Categories" className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
        {choices.map((choice) => (
          <button
            key={choice.value}
            type="button"
            aria-pressed={filter === choice.value}
            onClick={() => onFilterChange(choice.value)}
            className={clsx(
              'min-h-9 shrink-0 rounded-full border px-3 text-sm font-medium transition-colors',
              filter === choice.value ? 'border-brand bg-brand text-white' : 'border-line bg-surface text-ink hover:bg-surface-muted',
            )}
          >
            {choice.label}
          </button>
        ))}
      </div>
    </div>
  );
}
