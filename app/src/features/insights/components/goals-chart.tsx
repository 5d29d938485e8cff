/**
 * Goals' progress: where each goal stands now, and the linked entries behind it per month. The
 * device keeps no history of a goal's percentage, and the card says so rather than invent one.
 */
import { longDay, monthLabel } from '../data/periods';
import { goalsSentence, type GoalStanding } from '../data/goal-standing';
import { BarList } from './bar-list';
import { ChartCard } from './chart-card';
import { EmptyHint } from './empty-hint';

const STATUS = { active: 'active', paused: 'paused', completed: 'completed' } as const;

function detailOf(goal: GoalStanding): string {
  if (goal.completedOn) return `done ${longDay(goal.completedOn)}`;
  return goal.milestones > 0 ? `${goal.milestonesDone}/${goal.milestones} milestones` : STATUS[goal.status];
}

export function GoalsChart({ goals, months }: { goals: readonly GoalStanding[]; months: readonly string[] }) {
  const shownMonths = months.slice(-3);
  return (
    <ChartCard
      title="Goals"
      subtitle="Where each goal stands today."
      summary={goalsSentence(goals)}
      table={{
        columns: ['Goal', 'Progress', 'Status', ...shownMonths.map((m) => `Entries ${monthLabel(m)}`)],
        rows: goals.map((goal) => [goal.title, `${goal.progress}%`, detailOf(goal), ...goal.entriesPerMonth.slice(-shownMonths.length)]),
      }}
      empty={
        goals.length === 0 && (
          <EmptyHint to="/goals" action="Set a goal">
            No goals yet. Set one, link entries to it as you write, and its progress shows here.
          </EmptyHint>
        )
      }
    >
      <BarList rows={goals.map((goal) => ({ key: goal.id, label: goal.title, percent: goal.progress, detail: detailOf(goal) }))} />
      <p className="mt-3 text-sm text-ink-muted">
        LearnLog keeps a goal's progress as it is now, not its past percentages: the table adds the entries you linked to each goal in the last three months.
      </p>
    </ChartCard>
  );
}
