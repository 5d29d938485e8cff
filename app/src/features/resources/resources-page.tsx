/** /resources: the learner's resources from the device, searchable, filterable, in three tabs. */
import { useDeferredValue, useMemo, useState } from 'react';
import { hasFilters, matchesFilters, NO_FILTERS, typesPresent, type ResourceFilters } from './data/resource-filters';
import { useResources } from './data/use-resources';
import { AddResourceButton } from './components/add-resource-button';
import { ResourceTabs } from './components/resource-tabs';
import { ResourceToolbar } from './components/resource-toolbar';
import { ResourceGridSkeleton } from './components/resource-skeleton';
import { useListScrollMemory } from '../../lib/use-list-scroll-memory';
import { useSetupArrival } from '../onboarding';

export default function ResourcesPage() {
  const resources = useResources();
  const [filters, setFilters] = useState<ResourceFilters>(NO_FILTERS);
  // Typing stays responsive with thousands of resources: the list catches up a frame later.
  const applied = useDeferredValue(filters);
  const types = useMemo(() => typesPresent(resources ?? []), [resources]);
  const shown = useMemo(() => (resources ?? []).filter((resource) => matchesFilters(resource, applied)), [resources, applied]);
  useListScrollMemory('resources', resources !== undefined);
  const setup = useSetupArrival('resources');

  return (
    <section className="mx-auto w-full max-w-6xl">
      <title>Learning Resources · LearnLog</title>
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Learning Resources</h1>
          <p className="mt-1 text-ink-muted">The books, courses, videos and articles you learn from.</p>
        </div>
        <AddResourceButton openKey={setup.arrival} onClosed={setup.onClosed} />
      </div>
      <div className="mb-5">
        <ResourceToolbar filters={filters} types={types} onChange={setFilters} />
      </div>
      {resources === undefined ? (
        <ResourceGridSkeleton />
      ) : (
        <ResourceTabs
          resources={shown}
          filtered={hasFilters(applied)}
          listKey={`${applied.search}|${applied.type}|${applied.status}`}
          onClearFilters={() => setFilters(NO_FILTERS)}
        />
      )}
    </section>
  );
}
