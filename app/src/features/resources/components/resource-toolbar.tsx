import { useId } from 'react';
/** Search (title or tags), the type filter (types present) and the status filter. */
import { Search } from 'lucide-react';
import type { ResourceStatus, ResourceType } from '@learnlog/shared';
import type { ResourceFilters } from '../data/resource-filters';
import { STATUS_OPTIONS, TYPE_LABELS } from '../data/resource-labels';
import { ChoiceSelect, type Choice } from '../../../components/choice-select';

interface ResourceToolbarProps {
  filters: ResourceFilters;
  types: readonly ResourceType[];
  onChange: (filters: ResourceFilters) => void;
}

const ALL_STATUSES: Choice<ResourceStatus | 'all'>[] = [{ value: 'all', label: 'All Statuses' }, ...STATUS_OPTIONS];

export function ResourceToolbar({ filters, types, onChange }: ResourceToolbarProps) {
  const searchId = useId();
  const typeChoices: Choice<ResourceType | 'all'>[] = [{ value: 'all', label: 'All Types' }, ...types.map((type) => ({ value: type, label: TYPE_LABELS[type] }))];
  return (
 <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium text-ink">
          Search resources
        </label>
        <div className="relative">
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
      </div>
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <ChoiceSelect label="Filter by type" value={filters.type} choices={typeChoices} onChange={(type) => onChange({ ...filters, type })} triggerClassName="sm:w-40" />
        <ChoiceSelect label="Filter by status" value={filters.status} choices={ALL_STATUSES} onChange={(status) => onChange({ ...filters, status })} triggerClassName="sm:w-40" />
      </div>
    </div>
  );
}
