/**
 * The writing prompts (GET /api/journal-prompts): online only, and fetched only for learners
 * who may use them (core spec 6).
 */
import { useQuery } from '@tanstack/react-query';
import type { JournalPrompt } from '@learnlog/shared';
import { apiJson } from '../../../lib/api-client';
import { useOnline } from '../../../sync/use-sync-state';

const PROMPTS_QUERY_KEY = ['/api/journal-prompts'] as const;

export function useJournalPrompts(allowed: boolean): { prompts: JournalPrompt[]; online: boolean } {
  const online = useOnline();
  const { data } = useQuery({
    queryKey: PROMPTS_QUERY_KEY,
    queryFn: ({ signal }) => apiJson<JournalPrompt[]>('GET', PROMPTS_QUERY_KEY[0], undefined, { signal }),
    enabled: allowed && online,
    retry: false,
  });
  return { prompts: allowed ? (data ?? []) : [], online };
}
