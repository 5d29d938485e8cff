/** Up to 3 resources in progress, with a link to /resources. */
import { UI } from '@learnlog/shared';
import { PendingMarker } from '../../sync-status';
import { AddResourceButton } from '../../resources';
import { ProgressBar } from '../../../components/progress-bar';
import { ResourceTypeIcon } from '../../resources';
import { useInProgressResources } from '../../resources';
import { DashboardSection, EmptyList, ListSkeleton } from './dashboard-section';

export function InProgressResources() {
  const resources = useInProgressResources(UI.dashboardInProgressResources);
  return (
    <DashboardSection id="in-progress-heading" title="Currently Learning" linkTo="/resources" linkLabel="View all">
      {resources === undefined ? (
        <ListSkeleton rows={UI.dashboardInProgressResources} />
      ) : resources.length === 0 ? (
        <EmptyList title="No resources in progress" body="Add a book, course or video you are working through." action={<AddResourceButton />} />
      ) : (
        <ul className="space-y-3">
          {resources.map((resource) => (
            <li key={resource.id} data-testid="in-progress-resource" className="rounded-xl border border-line p-3">
              <div className="mb-2 flex items-center gap-2">
                <ResourceTypeIcon type={resource.type} className="size-4 shrink-0 text-brand-ink" />
                <p className="min-w-0 flex-1 truncate font-medium text-ink">{resource.title}</p>
                <span className="text-sm text-ink-muted">{resource.progress}%</span>
              </div>
              <ProgressBar value={resource.progress} label={`Progress of ${resource.title}`} />
              <PendingMarker record={resource} className="mt-1" />
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
