/**
 * The public reads, for visitors without an account: plain fetches through the API client, no
 * device database (these screens stay small and load fast).
 */
import { useQuery } from '@tanstack/react-query';
import type { PublicResource, SharePage, SharedEntry } from '@learnlog/shared';
import { apiJson, isApiError } from '../../../lib/api-client';

const read = <T,>(path: string) => () => apiJson<T>('GET', path);

/** A 404 is an answer (the not-found screen), not a failure to retry. */
export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

export function useSharePage(username: string) {
  return useQuery({
    queryKey: ['/api/share', username],
    queryFn: read<SharePage>(`/api/share/${encodeURIComponent(username)}`),
  });
}

export function useSharedEntry(shareId: string) {
  return useQuery({
    queryKey: ['/api/shared/journal', shareId],
    queryFn: read<SharedEntry>(`/api/shared/journal/${encodeURIComponent(shareId)}`),
  });
}

/** Asked only when the entry links any resources (core spec 7). */
export function useSharedEntryResources(shareId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/shared/journal', shareId, 'resources'],
    queryFn: read<PublicResource[]>(`/api/shared/journal/${encodeURIComponent(shareId)}/resources`),
    enabled,
  });
}
