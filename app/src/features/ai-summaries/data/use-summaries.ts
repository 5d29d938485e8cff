/** The summaries screen's server state: the list with this month's usage, generating, marking read. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { AiSummariesResponse, SummaryType } from '@learnlog/shared';
import { isApiError, isNetworkError } from '../../../lib/api-client';
import { fetchSummaries, generateSummary, markSummaryRead, SUMMARIES_QUERY_KEY } from './summaries-api';
import { readCachedSummaries, saveCachedSummaries } from './summaries-cache';

export interface SummaryList extends AiSummariesResponse {
  /** True when the server could not be reached and these are the summaries kept on the device. */
  fromDevice: boolean;
}

/** The server's list when it answers (kept on the device), the device's copy when there is no network. */
export function useSummaries(userId: number, online: boolean, enabled: boolean) {
  return useQuery({
    // Online is part of the key: coming back online reads the server's list again.
    queryKey: [...SUMMARIES_QUERY_KEY, userId, online],
    queryFn: async ({ signal }): Promise<SummaryList> => {
      try {
        const list = await fetchSummaries(signal);
        saveCachedSummaries(userId, list);
        return { ...list, fromDevice: false };
      } catch (error) {
        const cached = isNetworkError(error) ? readCachedSummaries(userId) : null;
        if (!cached) throw error;
        return { ...cached, fromDevice: true };
      }
    },
    enabled,
    // Offline the browser would pause the call; it must run so the device's copy is used.
    networkMode: 'always',
  });
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
