/** Goal cards, a page at a time, so a very long list never renders all at once. */
import { useState } from 'react';
import type { LocalGoal } from '../../../db/local-records';
import { GoalCard } from './goal-card';

const PAGE_SIZE = 60;

export function GoalList({ goals }: { goals: readonly LocalGoal[] }) {
  const [shown, setShown] = useState(PAGE_SIZE);
  const left = goals.length - shown;
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {goals.slice(0, shown).map((goal) => (
          <GoalCard key={goal.id} goal={goal} />
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
