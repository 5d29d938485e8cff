import { describe, expect, it } from 'vitest';
import { templateStart } from './template-prompts';

describe('templateStart', () => {
  it('keeps the headings and turns each italic prompt under one into a hint on an empty line', () => {
    const start = templateStart('## Book\n_Title, author, and why you picked it up._\n\n## Where I disagree\n*What is missing?*\n');
    expect(start.content).toBe('## Book\n\n\n## Where I disagree\n\n');
    expect(start.prompts).toEqual({ '## Book': 'Title, author, and why you picked it up.', '## Where I disagree': 'What is missing?' });
  });

  it('leaves other text alone: bold lines, italics not under a heading, text already written', () => {
    const markdown = '_An intro prompt_\n\n## Notes\nSome text\n_not a prompt_\n\n## Bold\n**Important**';
    expect(templateStart(markdown)).toEqual({ content: markdown, prompts: {} });
  });

  it('finds a prompt after blank lines under its heading', () => {
    expect(templateStart('# Day\n\n_What happened?_').prompts).toEqual({ '# Day': 'What happened?' });
  });
});
