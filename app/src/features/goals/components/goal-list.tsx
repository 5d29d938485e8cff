import { PagedCardGrid } from '../../../components/paged-card-grid';
import type { LocalGoal } from '../../../db/local-records';
import { GoalCard } from './goal-card';

export function GoalList({ goals }: { goals: readonly LocalGoal[] }) {
  return <PagedCardGrid items={goals} renderItem={(goal) => <GoalCard key={goal.id} goal={goal} />} />;
}
