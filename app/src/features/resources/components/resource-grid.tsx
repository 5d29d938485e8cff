/**
 * A page of resource cards. Only the first PAGE_SIZE render at once and "Show more" adds the next
 * page, so 10,000 resources never mean 10,000 cards in the DOM.
 */
import { useState } from 'react';
import type { LocalResource } from '../../../db/local-records';
import { ResourceCard } from './resource-card';

export const PAGE_SIZE = 60;

export function ResourceGrid({ resources }: { resources: readonly LocalResource[] }) {
  const [shown, setShown] = useState(PAGE_SIZE);
  const left = resources.length - shown;
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {resources.slice(0, shown).map((resource) => (
          <ResourceCard key={resource.id} resource={resource} />
        ))}
      </ul>
      {left > 0 && (
        <div className="mt-6 text-center">
          <button type="button" className="btn-secondary" onClick={() => setShown((n) => n + PAGE_SIZE)}>
            Show more ({left} more)
          </button>
        </div>
      )}
    </>
  );
}
