/** The three tabs with their counts (All Resources, Reference & Study, Media & Articles); each lists its open resources, then its completed ones. */
import * as Tabs from '@radix-ui/react-tabs';
import { RESOURCE_GROUP_LABELS } from '@learnlog/shared';
import type { LocalResource } from '../../../db/local-records';
import { inTab, tabCounts, type ResourceTab } from '../data/resource-filters';
import { ResourceEmptyState } from './resource-empty-state';
import { ResourceGrid } from './resource-grid';
import { CompletedGroup } from './completed-group';

const TABS: { value: ResourceTab; label: string }[] = [
  { value: 'all', label: 'All Resources' },
  { value: 'revisitable', label: RESOURCE_GROUP_LABELS.revisitable },
  { value: 'consumable', label: RESOURCE_GROUP_LABELS.consumable },
];

interface ResourceTabsProps {
  resources: readonly LocalResource[];
  filtered: boolean;
  /** Changes whenever the filters do, so each new result starts at its first page. */
  listKey: string;
  onClearFilters: () => void;
}

export function ResourceTabs({ resources, filtered, listKey, onClearFilters }: ResourceTabsProps) {
  const counts = tabCounts(resources);
  return (
    <Tabs.Root defaultValue="all">
      <Tabs.List aria-label="Resource groups" className="mb-5 flex gap-1 border-b border-line">
        {TABS.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="-mb-px min-h-11 flex-1 border-b-2 border-transparent px-2 py-1.5 sm:flex-none text-sm font-medium text-ink-muted sm:px-3 sm:whitespace-nowrap hover:text-ink data-[state=active]:border-brand data-[state=active]:text-brand-ink"
          >
            {tab.label} ({counts[tab.value]})
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {TABS.map((tab) => {
        const rows = tab.value === 'all' ? resources : resources.filter((resource) => inTab(resource, tab.value));
        return (
          <Tabs.Content key={tab.value} value={tab.value} className="outline-none">
            {rows.length === 0 ? (
              <ResourceEmptyState tab={tab.value} filtered={filtered} onClearFilters={onClearFilters} />
            ) : (
              <TabRows key={listKey} tab={tab.value} rows={rows} />
            )}
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}

function TabRows({ tab, rows }: { tab: ResourceTab; rows: readonly LocalResource[] }) {
  const open = rows.filter((resource) => resource.status !== 'completed');
  const completed = rows.filter((resource) => resource.status === 'completed');
  return (
    <>
      {open.length > 0 && <ResourceGrid resources={open} />}
      {completed.length > 0 && <CompletedGroup id={`completed-${tab}`} resources={completed} spaced={open.length > 0} />}
    </>
  );
}
