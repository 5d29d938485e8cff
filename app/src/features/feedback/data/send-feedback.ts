/** POST /api/feedback: online only, so it is a plain mutation rather than a synced record. */
import { useMutation } from '@tanstack/react-query';
import type { FeedbackInput } from '@learnlog/shared';
import { apiJson } from '../../../lib/api-client';

export function sendFeedback(input: FeedbackInput): Promise<unknown> {
  return apiJson<unknown>('POST', '/api/feedback', input);
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback, retry: false });
}
