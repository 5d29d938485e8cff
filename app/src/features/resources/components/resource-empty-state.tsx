import { Library } from 'lucide-react';
import type { ResourceTab } from '../data/resource-filters';
import { AddResourceButton } from './add-resource-button';

const EMPTY_TEXT: Record<ResourceTab, { title: string; body: string }> = {
  all: { title: 'No resources yet', body: 'Add the books, courses, videos and articles you learn from to track them here.' },
  revisitable: { title: 'No reference or study resources yet', body: 'Books, courses and documentation you come back to will show here.' },
  consumable: { title: 'No media or articles yet', body: 'Videos, podcasts and articles you work through will show here.' },
};

/** Each tab's own empty state with an add button; filters that match nothing say so instead. */
export function ResourceEmptyState({ tab, filtered, onClearFilters }: { tab: ResourceTab; filtered: boolean; onClearFilters: () => void }) {
  const text = filtered ? { title: 'No resources found', body: 'No resources match your search and filters.' } : EMPTY_TEXT[tab];
  return (
    <div className="card flex flex-col items-center px-6 py-12 text-center">
      <span className="grid size-12 place-items-center rounded-2xl bg-brand-soft text-brand-ink">
        <Library aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-4 font-semibold text-ink">{text.title}</h3>
      <p className="mt-1 max-w-sm text-sm text-ink-muted">{text.body}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-2">
        {filtered && (
          <button type="button" className="btn-secondary" onClick={onClearFilters}>
            Clear filters
          </button>
        )}
        <AddResourceButton />
      </div>
    </div>
  );
}
