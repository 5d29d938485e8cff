/**
 * Cards a page at a time: only the first page renders and "Show more" adds the next, so 10,000
 * records never mean 10,000 cards in the DOM.
 */
import { useState, type ReactNode } from 'react';

const PAGE_SIZE = 60;

export function PagedCardGrid<T>({ items, renderItem }: { items: readonly T[]; renderItem: (item: T) => ReactNode }) {
  const [shown, setShown] = useState(PAGE_SIZE);
  const left = items.length - shown;
  return (
    <>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">{items.slice(0, shown).map(renderItem)}</ul>
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
