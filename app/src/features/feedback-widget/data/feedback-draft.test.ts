import { describe, expect, it } from 'vitest';
import { isDraftComplete, toFeedbackInput } from './feedback-draft';

describe('feedback widget draft', () => {
  it('needs a type and a message that is not only spaces', () => {
    expect(isDraftComplete({ type: '', message: 'Hello', email: '' })).toBe(false);
    expect(isDraftComplete({ type: 'bug', message: '   ', email: '' })).toBe(false);
    expect(isDraftComplete({ type: 'bug', message: 'Broken', email: '' })).toBe(true);
    expect(toFeedbackInput({ type: 'help', message: ' \n', email: '' }, '/journal')).toBeNull();
  });

  it('sends the trimmed message and the current page, and the e-mail only when given', () => {
    expect(toFeedbackInput({ type: 'feature', message: '  Dark mode please ', email: '  ' }, '/journal')).toEqual({
      type: 'feature',
      message: 'Dark mode please',
      currentPage: '/journal',
    });
    expect(toFeedbackInput({ type: 'bug', message: 'x', email: ' me@example.com ' }, '/')).toEqual({
      type: 'bug',
      message: 'x',
      currentPage: '/',
      email: 'me@example.com',
    });
  });
});
