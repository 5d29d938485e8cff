/** A plan's milestones (online only: they are not synced records), listed, added and ticked off. */
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { milestoneSchema, type Milestone } from '@learnlog/shared';
import { z } from 'zod';
import { apiJson, isApiError } from '../../../lib/api-client';
import type { LocalLearnPlan } from '../../../db/local-records';

const milestonesKey = (learnPlanId: number) => ['/api/learn-plans', learnPlanId, 'milestones'] as const;

const milestonesQuery = (learnPlanId: number, enabled: boolean) => ({
  queryKey: milestonesKey(learnPlanId),
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    z.array(milestoneSchema).parse(await apiJson<unknown>('GET', `/api/learn-plans/${learnPlanId}/milestones`, undefined, { signal })),
  enabled,
});

export function useMilestones(learnPlanId: number, enabled: boolean) {
  return useQuery(milestonesQuery(learnPlanId, enabled));
}

/**
 * Each listed plan's milestones, for its progress (the detail's queries, shared): [] for a plan
 * not on the server yet (it can have none), undefined while they are not known (offline).
 */
export function useLearnPlansMilestones(plans: readonly LocalLearnPlan[], online: boolean): Map<number, Milestone[] | undefined> {
  const results = useQueries({ queries: plans.map((plan) => milestonesQuery(plan.id, online && plan.version > 0)) });
  return new Map(plans.map((plan, index) => [plan.id, plan.version > 0 ? results[index]?.data : []]));
}

const errorText = (error: unknown) => (isApiError(error) ? error.serverMessage : 'Check your connection and try again.');

export function useAddMilestone(learnPlanId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { title: string; order: number }) => apiJson<Milestone>('POST', `/api/learn-plans/${learnPlanId}/milestones`, input),
    onError: (error) => toast.error('Could not add the milestone', { description: errorText(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: milestonesKey(learnPlanId) }),
  });
}

export function useToggleMilestone(learnPlanId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isCompleted }: { id: number; isCompleted: boolean }) =>
      apiJson<Milestone>('PUT', `/api/learn-plans/${learnPlanId}/milestones/${id}`, { isCompleted }),
    onError: (error) => toast.error('Could not update the milestone', { description: errorText(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: milestonesKey(learnPlanId) }),
  });
}
