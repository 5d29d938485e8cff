/** A plan's milestones (online only: they are not synced records), listed, added and ticked off. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { milestoneSchema, type Milestone } from '@learnlog/shared';
import { z } from 'zod';
import { apiJson, isApiError } from '../../../lib/api-client';

const milestonesKey = (planId: number) => ['/api/learn-plans', planId, 'milestones'] as const;

export function useMilestones(planId: number, enabled: boolean) {
  return useQuery({
    queryKey: milestonesKey(planId),
    queryFn: async ({ signal }) => z.array(milestoneSchema).parse(await apiJson<unknown>('GET', `/api/learn-plans/${planId}/milestones`, undefined, { signal })),
    enabled,
  });
}

const errorText = (error: unknown) => (isApiError(error) ? error.serverMessage : 'Check your connection and try again.');

export function useAddMilestone(planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { title: string; order: number }) => apiJson<Milestone>('POST', `/api/learn-plans/${planId}/milestones`, input),
    onError: (error) => toast.error('Could not add the milestone', { description: errorText(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: milestonesKey(planId) }),
  });
}

export function useToggleMilestone(planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isCompleted }: { id: number; isCompleted: boolean }) =>
      apiJson<Milestone>('PUT', `/api/learn-plans/${planId}/milestones/${id}`, { isCompleted }),
    onError: (error) => toast.error('Could not update the milestone', { description: errorText(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: milestonesKey(planId) }),
  });
}
