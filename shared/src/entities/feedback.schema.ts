import { z } from 'zod';
import { FIELD_LIMITS } from '../constants';

/** Five types of the widget; the dashboard dialog uses the first three readings (bug, feature, general). */
export const FEEDBACK_TYPES = ['bug', 'feature', 'improvement', 'general', 'help'] as const;
export const FEEDBACK_TYPE_LABELS: Record<(typeof FEEDBACK_TYPES)[number], string> = {
  bug: 'Bug Report',
  feature: 'Feature Request',
  improvement: 'Improvement Suggestion',
  general: 'General Feedback',
  help: 'Need Help',
};

/** POST /api/feedback: both the dashboard dialog and the floating widget. */
export const feedbackInputSchema = z.object({
  type: z.enum(FEEDBACK_TYPES, 'Type and message are required.'),
  subject: z
    .string()
    .trim()
    .max(FIELD_LIMITS.feedbackSubject, `Subject must be at most ${FIELD_LIMITS.feedbackSubject} characters`)
    .optional(),
  message: z
    .string('Type and message are required.')
    .trim()
    .min(1, 'Please enter a message for your feedback.')
    .max(FIELD_LIMITS.feedbackMessage, `Message must be at most ${FIELD_LIMITS.feedbackMessage} characters`),
  email: z.union([z.literal(''), z.email('Please enter a valid email address')]).optional(),
  url: z.string().max(FIELD_LIMITS.url).optional(),
  currentPage: z.string().max(FIELD_LIMITS.url).optional(),
  userAgent: z.string().max(1_000).optional(),
});
export type FeedbackInput = z.input<typeof feedbackInputSchema>;

export const feedbackSchema = z.object({
  id: z.number(),
  userId: z.number().nullable(),
  type: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  email: z.string().nullable(),
  url: z.string().nullable(),
  currentPage: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;
