import type { Feedback, FeedbackInput } from '@learnlog/shared';
import { apiJson, isApiError } from '../../../lib/api-client';

/** POST /api/feedback: online only (feedback is read by admins on the server). */
export function sendFeedback(input: FeedbackInput): Promise<Feedback> {
  return apiJson<Feedback>('POST', '/api/feedback', input);
}

/** The failure toast's description: the server's words, else the spec's fallback. */
export function feedbackErrorText(error: unknown): string {
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  return 'Please try again later.';
}
