/** The summaries screen's server state: the list with this month's usage, generating, marking read. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { SummaryType } from '@learnlog/shared';
import { isApiError } from '../../../lib/api-client';
import { fetchSummaries, generateSummary, markSummaryRead, SUMMARIES_QUERY_KEY } from './summaries-api';

export function useSummaries(enabled: boolean) {
  return useQuery({ queryKey: SUMMARIES_QUERY_KEY, queryFn: ({ signal }) => fetchSummaries(signal), enabled });
}

/** The server's own words (no entries in the window, the limit, a provider failure) or the network's. */
export function summaryErrorMessage(error: unknown): string {
  if (isApiError(error)) return error.serverMessage;
  return 'Could not reach the server. Check your connection and try again.';
}

export function useGenerateSummary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (summaryType: SummaryType) => generateSummary(summaryType),
    onError: (error) => toast.error('Could not generate the summary', { description: summaryErrorMessage(error) }),
    // A refusal at the limit also means the usage shown is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUMMARIES_QUERY_KEY }),
  });
}

export function useMarkSummaryRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => markSummaryRead(id),
    onError: (error) => toast.error('Could not mark the summary as read', { description: summaryErrorMessage(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUMMARIES_QUERY_KEY }),
  });
}
