/** The AI summary calls (online only; 403 `Premium access required` without a Pro plan). */
import { aiSummariesResponseSchema, aiSummarySchema, type AiSummary, type AiSummariesResponse, type SummaryType } from '@learnlog/shared';
import { apiJson } from '../../../lib/api-client';

export const SUMMARIES_QUERY_KEY = ['/api/ai/summaries'] as const;

export async function fetchSummaries(signal?: AbortSignal): Promise<AiSummariesResponse> {
  return aiSummariesResponseSchema.parse(await apiJson<unknown>('GET', SUMMARIES_QUERY_KEY[0], undefined, { signal }));
}

export async function generateSummary(summaryType: SummaryType): Promise<AiSummary> {
  return aiSummarySchema.parse(await apiJson<unknown>('POST', '/api/ai/generate-summary', { summaryType }));
}

export async function markSummaryRead(id: number): Promise<AiSummary> {
  return aiSummarySchema.parse(await apiJson<unknown>('PATCH', `/api/ai/summaries/${id}/read`));
}
