/**
 * The /resources screen's filtering, done in memory: 10,000 short rows filter in a few
 * milliseconds, and search must match inside titles and tags, which no index can do.
 */
import {
  RESOURCE_TYPES,
  displayResourceType,
  resourceGroup,
  type ResourceCategory,
  type ResourceStatus,
  type ResourceType,
} from '@learnlog/shared';

export type ResourceTab = 'all' | ResourceCategory;

export interface ResourceFilters {
  search: string;
  type: ResourceType | 'all';
  status: ResourceStatus | 'all';
}

export const NO_FILTERS: ResourceFilters = { search: '', type: 'all', status: 'all' };

interface FilterableResource {
  title: string;
  type: string;
  status: ResourceStatus;
  tags: readonly string[];
}

export function hasFilters(filters: ResourceFilters): boolean {
  return filters.search.trim() !== '' || filters.type !== 'all' || filters.status !== 'all';
}

/** Search matches the title or any tag, case-insensitively (core spec 2). */
export function matchesFilters(resource: FilterableResource, filters: ResourceFilters): boolean {
  const query = filters.search.trim().toLowerCase();
  if (query && !resource.title.toLowerCase().includes(query) && !resource.tags.some((tag) => tag.toLowerCase().includes(query))) {
    return false;
  }
  if (filters.type !== 'all' && displayResourceType(resource.type) !== filters.type) return false;
  return filters.status === 'all' || resource.status === filters.status;
}

export function inTab(resource: Pick<FilterableResource, 'type'>, tab: ResourceTab): boolean {
  return tab === 'all' || resourceGroup(resource.type) === tab;
}

/** The type filter lists only the types the learner has (unknown types read as article). */
export function typesPresent(resources: readonly Pick<FilterableResource, 'type'>[]): ResourceType[] {
  const present = new Set(resources.map((r) => displayResourceType(r.type)));
  return RESOURCE_TYPES.filter((type) => present.has(type));
}

export function tabCounts(resources: readonly Pick<FilterableResource, 'type'>[]): Record<ResourceTab, number> {
  const counts: Record<ResourceTab, number> = { all: resources.length, revisitable: 0, consumable: 0 };
  for (const resource of resources) counts[resourceGroup(resource.type)] += 1;
  return counts;
}
