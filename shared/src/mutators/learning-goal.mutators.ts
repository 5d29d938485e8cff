/**
 * Learning goals: defaults, `completedAt` from the status, the progress a goal shows, and the
 * progress an entry linked to it adds.
 */
import type { z } from 'zod';
import { MAX_GOAL_PROGRESS } from '../constants';
import type { JournalEntry } from '../entities/journal-entry.schema';
import type { LearningGoal, createLearningGoalInputSchema, updateLearningGoalInputSchema } from '../entities/learning-goal.schema';
import { completedAtFor, definedFields, type MutatorContext, type SyncColumns } from './mutator-context';

export type GoalFields = Omit<LearningGoal, SyncColumns>;
export type GoalCreate = z.output<typeof createLearningGoalInputSchema>;
export type GoalChanges = Omit<z.output<typeof updateLearningGoalInputSchema>, 'base'>;

export function newGoalFields(input: GoalCreate, ctx: MutatorContext): GoalFields {
  const status = input.status ?? 'active';
  return {
    title: input.title,
    description: input.description ?? null,
    targetDate: input.targetDate ?? null,
    priority: input.priority ?? 'medium',
    tags: input.tags ?? [],
    status,
    progress: input.progress ?? 0,
    linkedJournalEntries: input.linkedJournalEntries ?? [],
    linkedResources: input.linkedResources ?? [],
    milestones: input.milestones ?? [],
    completedMilestones: input.completedMilestones ?? [],
    completedAt: completedAtFor(null, status, ctx.now) ?? null,
  };
}

export function goalPatch(current: Pick<LearningGoal, 'status' | 'completedAt'>, changes: GoalChanges, ctx: MutatorContext): Partial<GoalFields> {
  const patch: Partial<GoalFields> = definedFields(changes);
  const completedAt = completedAtFor(current, patch.status, ctx.now);
  if (completedAt !== undefined) patch.completedAt = completedAt;
  return patch;
}

/** A completed goal is done, whatever its linked entries contributed. */
export function shownGoalProgress(goal: Pick<LearningGoal, 'status' | 'progress'>): number {
  return goal.status === 'completed' ? MAX_GOAL_PROGRESS : Math.min(MAX_GOAL_PROGRESS, goal.progress);
}

export interface GoalLinkPatch {
  /** The entry's new goal list; undefined when it already lists the goal. */
  entry?: Pick<JournalEntry, 'linkedGoals'>;
  /** The goal's new entry list and progress; undefined when it already counted the entry. */
  goal?: Pick<LearningGoal, 'linkedJournalEntries' | 'progress'>;
}

/**
 * Links an entry and a goal both ways and raises the goal's progress by the contribution (capped),
 * once per (entry, goal). "Once" is judged by the goal's list, not the entry's: the entry dialog
 * saves `linkedGoals` with the entry and then links each goal, and that first link must count.
 */
export function linkEntryToGoal(
  entry: Pick<JournalEntry, 'id' | 'linkedGoals'>,
  goal: Pick<LearningGoal, 'id' | 'linkedJournalEntries' | 'progress'>,
  progressContribution: number,
): GoalLinkPatch {
  const patch: GoalLinkPatch = {};
  if (!entry.linkedGoals.includes(goal.id)) patch.entry = { linkedGoals: [...entry.linkedGoals, goal.id] };
  if (!goal.linkedJournalEntries.includes(entry.id)) {
    patch.goal = {
      linkedJournalEntries: [...goal.linkedJournalEntries, entry.id],
      progress: Math.min(MAX_GOAL_PROGRESS, goal.progress + progressContribution),
    };
  }
  return patch;
}
