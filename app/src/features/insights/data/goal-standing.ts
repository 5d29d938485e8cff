/**
 * Goals' progress: the device keeps each goal's progress as it is now, its milestones, its linked
 * entries and the day it was completed, not a history of the percentage. So this is what can be
 * shown truthfully: where each goal stands today, and when the linked entries that moved it were
 * written (the entries per month) and when goals were completed.
 */
import { shownGoalProgress, type GoalStatus } from '@learnlog/shared';
import { lastMonths, plural } from './periods';
import { dayOfIn } from './day-of';

export interface GoalStanding {
  id: number;
  title: string;
  status: GoalStatus;
  /** The progress the goal shows (a completed goal is 100). */
  progress: number;
  milestones: number;
  milestonesDone: number;
  /** The learner's day it was completed, if it is. */
  completedOn: string | null;
  /** Linked entries written in each of the months shown, oldest first. */
  entriesPerMonth: number[];
}

interface StoredGoal {
  id: number;
  title: string;
  status: GoalStatus;
  progress: number;
  milestones: string[];
  completedMilestones: string[];
  completedAt: string | null;
  _deleted?: boolean;
}

const ORDER: Record<GoalStatus, number> = { active: 0, paused: 1, completed: 2 };

/** Every goal, active first, then paused, then completed; `entryDates` are each goal's linked entries' `createdAt`. */
export function goalStandings(
  goals: readonly StoredGoal[],
  entryDates: ReadonlyMap<number, readonly string[]>,
  today: string,
  timeZone: string,
  months: number,
): GoalStanding[] {
  const shown = lastMonths(today, months);
  const dayOf = dayOfIn(timeZone);
  return goals
    .filter((goal) => !goal._deleted)
    .map((goal) => {
      const perMonth = new Map(shown.map((month) => [month, 0]));
      for (const createdAt of entryDates.get(goal.id) ?? []) {
        const month = dayOf(createdAt).slice(0, 7);
        const count = perMonth.get(month);
        if (count !== undefined) perMonth.set(month, count + 1);
      }
      return {
        id: goal.id,
        title: goal.title,
        status: goal.status,
        progress: shownGoalProgress(goal),
        milestones: goal.milestones.length,
        milestonesDone: goal.completedMilestones.filter((m) => goal.milestones.includes(m)).length,
        completedOn: goal.status === 'completed' && goal.completedAt ? dayOf(goal.completedAt) : null,
        entriesPerMonth: [...perMonth.values()],
      };
    })
    .sort((a, b) => ORDER[a.status] - ORDER[b.status] || b.progress - a.progress || a.title.localeCompare(b.title));
}

/** "Goals: 3 goals, 1 completed; Spanish 40%, Rust 100%". */
export function goalsSentence(goals: readonly GoalStanding[]): string {
  if (goals.length === 0) return 'Goals: no goals yet';
  const done = goals.filter((goal) => goal.status === 'completed').length;
  const each = goals.map((goal) => `${goal.title} ${goal.progress}%`).join(', ');
  return `Goals: ${plural(goals.length, 'goal', 'goals')}, ${done} completed; ${each}`;
}
