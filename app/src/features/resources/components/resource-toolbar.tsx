/** Search (title or tags) and, beside it, the one Filters button (type and status). */
import { useId } from 'react';
import { Search } from 'lucide-react';
import type { ResourceType } from '@learnlog/shared';
import type { ResourceFilters } from '../data/resource-filters';
import { ResourceFiltersButton } from './resource-filters-dialog';

interface ResourceToolbarProps {
  filters: ResourceFilters;
  types: readonly ResourceType[];
  onChange: (filters: ResourceFilters) => void;
}

export function ResourceToolbar({ filters, types, onChange }: ResourceToolbarProps) {
  const searchId = useId();
  return (
    <div>
      <label htmlFor={searchId} className="sr-only mb-1.5 block text-sm font-medium text-ink sm:not-sr-only">
        Search resources
      </label>
      <div className="flex gap-2 sm:gap-3">
        <div className="relative min-w-0 flex-1">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-muted" />
          <input
            id={searchId}
            type="search"
            className="input pl-10"
            placeholder="Search by title or tag…"
            value={filters.search}
            onChange={(event) => onChange({ ...filters, search: event.target.value })}
          />
        </div>
        <ResourceFiltersButton filters={filters} types={types} onChange={onChange} />
      </div>
    </div>
  );
}
