/** The dashboard's Send Feedback form: its three types, limits and the spec's exact words. */
import { FEEDBACK_TYPE_LABELS, FIELD_LIMITS, type FeedbackInput } from '@learnlog/shared';

export const DASHBOARD_FEEDBACK_TYPES = ['bug', 'feature', 'general'] as const;
export type DashboardFeedbackType = (typeof DASHBOARD_FEEDBACK_TYPES)[number];

export const FEEDBACK_TYPE_CHOICES = DASHBOARD_FEEDBACK_TYPES.map((value) => ({ value, label: FEEDBACK_TYPE_LABELS[value] }));

export const FEEDBACK_LIMITS = { subject: FIELD_LIMITS.feedbackSubject, message: FIELD_LIMITS.feedbackMessage } as const;

export const FEEDBACK_TEXT = {
  subjectRequired: 'Please enter a subject for your feedback.',
  messageRequired: 'Please enter a message for your feedback.',
  sent: 'Feedback sent',
  sentDescription: "Thank you for your feedback! We'll get back to you soon.",
  failed: 'Failed to send feedback. Please try again.',
  offline: 'You are offline. Sending feedback needs an internet connection.',
} as const;

export interface FeedbackDraft {
  type: DashboardFeedbackType;
  subject: string;
  message: string;
}

export const EMPTY_FEEDBACK: FeedbackDraft = { type: 'general', subject: '', message: '' };

export type FeedbackErrors = Partial<Record<'subject' | 'message', string>>;

export function feedbackErrors(draft: FeedbackDraft): FeedbackErrors {
  const errors: FeedbackErrors = {};
  if (!draft.subject.trim()) errors.subject = FEEDBACK_TEXT.subjectRequired;
  if (!draft.message.trim()) errors.message = FEEDBACK_TEXT.messageRequired;
  return errors;
}

/** The body of POST /api/feedback: the form plus where the learner was and with what browser. */
export function feedbackPayload(draft: FeedbackDraft, url: string, userAgent: string): FeedbackInput {
  return { type: draft.type, subject: draft.subject.trim(), message: draft.message.trim(), url, userAgent };
}
