/** The widget's form rules (accounts spec §5): type and message required, message trimmed. */
import type { FEEDBACK_TYPES, FeedbackInput } from '@learnlog/shared';

export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export interface FeedbackDraft {
  type: FeedbackType | '';
  message: string;
  email: string;
}

export const MISSING_FIELDS = { title: 'Please fill in all fields', description: 'Type and message are required.' } as const;

export function isDraftComplete(draft: FeedbackDraft): boolean {
  return draft.type !== '' && draft.message.trim() !== '';
}

/** The POST /api/feedback body, or null when the required fields are missing. */
export function toFeedbackInput(draft: FeedbackDraft, currentPage: string): FeedbackInput | null {
  if (draft.type === '' || !isDraftComplete(draft)) return null;
  const email = draft.email.trim();
  return { type: draft.type, message: draft.message.trim(), currentPage, ...(email ? { email } : {}) };
}
