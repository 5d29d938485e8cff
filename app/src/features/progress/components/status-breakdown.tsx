/** Resource Status bars and Resource Types counts of the progress screen. */
import { RESOURCE_STATUSES, RESOURCE_TYPES, type ProgressStats } from '@learnlog/shared';
import { STATUS_LABELS, TYPE_LABELS } from '../../resources';
import { ResourceTypeIcon } from '../../resources';
import { ProgressBar } from '../../../components/progress-bar';

export function StatusBars({ stats }: { stats: ProgressStats }) {
  return (
    <section aria-labelledby="status-heading" className="card p-5">
      <h2 id="status-heading" className="font-semibold text-ink">
        Resource Status
      </h2>
      <ul className="mt-4 space-y-4">
        {RESOURCE_STATUSES.map((status) => {
          const count = stats.statusCounts[status];
          const share = stats.totalResources === 0 ? 0 : (count / stats.totalResources) * 100;
          return (
            <li key={status} data-testid={`status-${status}`}>
              <div className="mb-1 flex justify-between text-sm">
                <span className="text-ink">{STATUS_LABELS[status]}</span>
                <span className="font-medium text-ink-muted">{count}</span>
              </div>
              <ProgressBar value={share} label={`${STATUS_LABELS[status]} share of resources`} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function TypeCounts({ stats }: { stats: ProgressStats }) {
  const present = RESOURCE_TYPES.filter((type) => (stats.typeCounts[type] ?? 0) > 0);
  return (
    <section aria-labelledby="types-heading" className="card p-5">
      <h2 id="types-heading" className="font-semibold text-ink">
        Resource Types
      </h2>
      {present.length === 0 ? (
        <p className="mt-4 text-sm text-ink-muted">No resources yet.</p>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-3">
          {present.map((type) => (
            <li key={type} data-testid={`type-${type}`} className="flex items-center gap-3 rounded-xl bg-surface-muted px-3 py-2.5">
              <ResourceTypeIcon type={type} className="size-4 text-brand-ink" />
              <span className="flex-1 text-sm text-ink">{TYPE_LABELS[type]}</span>
              <span className="text-sm font-semibold text-ink">{stats.typeCounts[type]}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
