/**
 * The one Filters button beside the search, and the small sheet it opens: the type filter (built
 * from the types present, core spec 2) and the status filter. They apply as they are picked.
 */
import { useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import type { ResourceStatus, ResourceType } from '@learnlog/shared';
import { ChoiceSelect, type Choice } from '../../../components/choice-select';
import { DialogFrame } from '../../../components/dialog-frame';
import type { ResourceFilters } from '../data/resource-filters';
import { STATUS_OPTIONS, TYPE_LABELS } from '../data/resource-labels';

const ALL_STATUSES: Choice<ResourceStatus | 'all'>[] = [{ value: 'all', label: 'All Statuses' }, ...STATUS_OPTIONS];

interface ResourceFiltersButtonProps {
  filters: ResourceFilters;
  types: readonly ResourceType[];
  onChange: (filters: ResourceFilters) => void;
}

export function ResourceFiltersButton({ filters, types, onChange }: ResourceFiltersButtonProps) {
  const [open, setOpen] = useState(false);
  const active = (filters.type === 'all' ? 0 : 1) + (filters.status === 'all' ? 0 : 1);
  const typeChoices: Choice<ResourceType | 'all'>[] = [{ value: 'all', label: 'All Types' }, ...types.map((type) => ({ value: type, label: TYPE_LABELS[type] }))];
  return (
    <>
      <button type="button" className="btn-secondary shrink-0 px-3.5" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        Filters
        {active > 0 && (
          <span className="grid size-5 place-items-center rounded-full bg-brand text-xs text-white">
            {active}
            <span className="sr-only"> on</span>
          </span>
        )}
      </button>
      <DialogFrame open={open} onOpenChange={setOpen} title="Filters" description="Show only the resources of one type or status.">
        <div className="space-y-4">
          <ChoiceSelect label="Filter by type" value={filters.type} choices={typeChoices} onChange={(type) => onChange({ ...filters, type })} />
          <ChoiceSelect label="Filter by status" value={filters.status} choices={ALL_STATUSES} onChange={(status) => onChange({ ...filters, status })} />
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <button type="button" className="btn-secondary" disabled={active === 0} onClick={() => onChange({ ...filters, type: 'all', status: 'all' })}>
              Clear filters
            </button>
            <button type="button" className="btn-primary" onClick={() => setOpen(false)}>
              Done
            </button>
          </div>
        </div>
      </DialogFrame>
    </>
  );
}
