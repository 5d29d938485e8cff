import { describe, expect, it } from 'vitest';
import { feedbackInputSchema } from '@learnlog/shared';
import { EMPTY_FEEDBACK, FEEDBACK_TEXT, feedbackErrors, feedbackPayload } from './feedback-form';

describe('the dashboard feedback form', () => {
  it('asks for a subject and a message in the spec words', () => {
    expect(feedbackErrors(EMPTY_FEEDBACK)).toEqual({ subject: FEEDBACK_TEXT.subjectRequired, message: FEEDBACK_TEXT.messageRequired });
    expect(feedbackErrors({ type: 'bug', subject: '   ', message: 'x' })).toEqual({ subject: 'Please enter a subject for your feedback.' });
    expect(feedbackErrors({ type: 'bug', subject: 'Hi', message: 'Works' })).toEqual({});
  });

  it('sends the trimmed text with the url and user agent, in a shape the server accepts', () => {
    const payload = feedbackPayload({ type: 'feature', subject: ' Dark mode ', message: ' Please \n' }, 'http://x/dashboard', 'Chromium');
    expect(payload).toEqual({ type: 'feature', subject: 'Dark mode', message: 'Please', url: 'http://x/dashboard', userAgent: 'Chromium' });
    expect(feedbackInputSchema.safeParse(payload).success).toBe(true);
  });
});
