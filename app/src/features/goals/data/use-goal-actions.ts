/** The goal writes as /goals uses them: the device write plus the spec's toast. */
import { useMemo } from 'react';
import { toast } from 'sonner';
import type { CreateLearningGoalInput, GoalStatus, UpdateLearningGoalInput } from '@learnlog/shared';
import type { LocalGoal } from '../../../db/local-records';
import { useDatabase } from '../../../sync/sync-context';
import { createGoal, deleteGoal, updateGoal } from './goal-writes';
import { offerLinkUpdate } from '../../journal';
import { toastCompleted } from '../../../components/completion-toast';

/** The update's toast: the spec's words, with a line of celebration when it completes the goal. */
const updated = (goal: LocalGoal, status: GoalStatus | undefined) => () =>
  status === 'completed' && goal.status !== 'completed' ? toastCompleted(GOAL_TOASTS.updated, goal.title) : toast.success(GOAL_TOASTS.updated);

const GOAL_TOASTS = {
  created: 'Learning goal created',
  updated: 'Goal updated',
  deleted: 'Goal deleted',
  createFailed: 'Failed to create learning goal. Please try again.',
  // The spec words only the create failure; these follow its pattern.
  updateFailed: 'Failed to update learning goal. Please try again.',
  deleteFailed: 'Failed to delete learning goal. Please try again.',
} as const;

export interface GoalActions {
  create(input: CreateLearningGoalInput): Promise<boolean>;
  changeStatus(goal: LocalGoal, status: GoalStatus): Promise<boolean>;
  /** `openedAs`: the goal as the edit form first showed it (the base of its text). */
  update(goal: LocalGoal, input: UpdateLearningGoalInput, openedAs: LocalGoal): Promise<boolean>;
  remove(goal: LocalGoal): Promise<boolean>;
}

export function useGoalActions(): GoalActions {
  const db = useDatabase();
  return useMemo<GoalActions>(() => {
    const run = async (write: () => Promise<unknown>, success: string | (() => void), failure: string) => {
      try {
        await write();
        if (typeof success === 'string') toast.success(success);
        else success();
        return true;
      } catch {
        toast.error(failure);
        return false;
      }
    };
    return {
      create: (input) => run(() => createGoal(db, input), GOAL_TOASTS.created, GOAL_TOASTS.createFailed),
      changeStatus: (goal, status) => run(() => updateGoal(db, goal.id, { status }), updated(goal, status), GOAL_TOASTS.updateFailed),
      update: async (goal, input, openedAs) => {
        const done = await run(() => updateGoal(db, goal.id, input, openedAs), updated(goal, input.status), GOAL_TOASTS.updateFailed);
        if (done && input.title !== undefined) void offerLinkUpdate(db, openedAs.title, input.title);
        return done;
      },
      remove: (goal) => run(() => deleteGoal(db, goal.id), GOAL_TOASTS.deleted, GOAL_TOASTS.deleteFailed),
    };
  }, [db]);
}
