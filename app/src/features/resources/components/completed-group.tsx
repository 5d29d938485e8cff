/** A tab's completed resources, after its open ones: done, and out of the way. */
import { clsx } from 'clsx';
import type { LocalResource } from '../../../db/local-records';
import { ResourceGrid } from './resource-grid';

export function CompletedGroup({ id, resources, spaced }: { id: string; resources: readonly LocalResource[]; spaced: boolean }) {
  return (
    <section aria-labelledby={id} className={clsx(spaced && 'mt-8')}>
      <h2 id={id} className="mb-4 text-base font-semibold text-ink-muted">
        Completed ({resources.length})
      </h2>
      <ResourceGrid resources={resources} />
    </section>
  );
}
