/** The card browser's edit of a question card: one line rewritten in place, its marker kept. */
import { describe, expect, it } from 'vitest';
import { replaceQuestionLine } from './review-edits';

describe('replaceQuestionLine', () => {
  it('rewrites the one line, keeping its list marker and every other line', () => {
    const questions = '- When is a closure created?\n1. What does it keep?\n\n- [ ] Why use one?';
    expect(replaceQuestionLine(questions, 'What does it keep?', 'What scope does it keep?')).toBe('- When is a closure created?\n1. What scope does it keep?\n\n- [ ] Why use one?');
    expect(replaceQuestionLine(questions, 'why  use ONE?', 'Why use a closure?')).toBe('- When is a closure created?\n1. What does it keep?\n\n- [ ] Why use a closure?');
  });

  it('keeps a question to one line, and says when no line reads the card’s text', () => {
    expect(replaceQuestionLine('Plain question?\r\nOther?', 'Other?', 'First\nsecond')).toBe('Plain question?\r\nFirst second');
    expect(replaceQuestionLine('- One?', 'Two?', 'Three?')).toBeNull();
    expect(replaceQuestionLine(null, 'Two?', 'Three?')).toBeNull();
  });
});
