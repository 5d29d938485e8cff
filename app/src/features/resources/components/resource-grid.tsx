import { PagedCardGrid } from '../../../components/paged-card-grid';
import type { LocalResource } from '../../../db/local-records';
import { ResourceCard } from './resource-card';

export function ResourceGrid({ resources }: { resources: readonly LocalResource[] }) {
  return <PagedCardGrid items={resources} renderItem={(resource) => <ResourceCard key={resource.id} resource={resource} />} />;
}
