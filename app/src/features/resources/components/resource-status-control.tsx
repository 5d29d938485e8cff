/** The one status control of Add and Edit: the three statuses side by side, one tap each (core spec 4). */
import { clsx } from 'clsx';
import { RESOURCE_STATUSES, type ResourceStatus } from '@learnlog/shared';
import { STATUS_LABELS } from '../data/resource-labels';

export function ResourceStatusControl({ value, onChange }: { value: ResourceStatus; onChange: (status: ResourceStatus) => void }) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-ink">Status</legend>
      <div className="grid grid-cols-3 gap-2">
        {RESOURCE_STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            aria-pressed={value === status}
            onClick={() => onChange(status)}
            className={clsx('btn px-2 text-xs sm:text-sm', value === status ? 'bg-brand text-white' : 'border border-line bg-surface text-ink hover:bg-surface-muted')}
          >
            {STATUS_LABELS[status]}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
