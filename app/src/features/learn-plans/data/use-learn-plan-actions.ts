/**
 * Create, edit and delete a plan on the device (queued for the server, so they work offline),
 * with the spec's toasts. A refusal by the server later shows on the plan itself ("Not synced").
 */
import { useCallback } from 'react';
import { toast } from 'sonner';
import type { LocalLearnPlan } from '../../../db/local-records';
import { useDatabase } from '../../../sync/sync-context';
import type { LearnPlanInput } from './learn-plan-form';
import { createLearnPlan, deleteLearnPlan, updateLearnPlan } from './learn-plan-writes';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function useLearnPlanActions() {
  const db = useDatabase();

  const create = useCallback(
    async (input: LearnPlanInput): Promise<boolean> => {
      try {
        await createLearnPlan(db, input);
        toast.success('Learn plan created successfully!');
        return true;
      } catch (error) {
        toast.error('Error creating plan', { description: messageOf(error) });
        return false;
      }
    },
    [db],
  );

  const update = useCallback(
    async (plan: LocalLearnPlan, input: LearnPlanInput): Promise<boolean> => {
      try {
        await updateLearnPlan(db, plan.id, input, plan);
        toast.success('Learn plan updated successfully!');
        return true;
      } catch (error) {
        toast.error('Error updating plan', { description: messageOf(error) });
        return false;
      }
    },
    [db],
  );

  const remove = useCallback(
    async (plan: LocalLearnPlan): Promise<boolean> => {
      try {
        await deleteLearnPlan(db, plan.id);
        toast.success('Learn plan deleted successfully!');
        return true;
      } catch (error) {
        toast.error('Error deleting plan', { description: messageOf(error) });
        return false;
      }
    },
    [db],
  );

  return { create, update, remove };
}
