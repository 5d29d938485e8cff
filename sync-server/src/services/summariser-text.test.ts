import { describe, expect, it } from 'vitest';
import { entriesAsText, stripMarkdown, type SummaryEntry } from './summariser-text';

const entry = (over: Partial<SummaryEntry> = {}): SummaryEntry => ({
  title: 'Title',
  content: 'Content',
  keyLearning: null,
  questions: null,
  tags: [],
  createdAt: '2026-03-20T10:00:00.000Z',
  ...over,
});

describe('stripMarkdown', () => {
  it('keeps the words and drops the syntax', () => {
    const markdown = [
      '# Heading',
      '',
      'Some **bold**, *italic*, _under_ and ~~struck~~ text with `code`.',
      '> A quote',
      '- item one',
      '1. first',
      '- [x] done task',
      '[a link](https://example.com) and ![an image](data:image/png;base64,AAA)',
      '',
      '| a | b |',
      '|---|---|',
      '| 1 | 2 |',
      '---',
      '```ts',
      'const x = 1;',
      '```',
      '<b>html</b>',
    ].join('\n');
    expect(stripMarkdown(markdown)).toBe(
      [
        'Heading',
        '',
        'Some bold, italic, under and struck text with code.',
        'A quote',
        'item one',
        'first',
        'done task',
        'a link and an image',
        '',
        'a b',
        '1 2',
        'const x = 1;',
        'html',
      ].join('\n'),
    );
  });

  it('leaves snake_case and arithmetic alone', () => {
    expect(stripMarkdown('use snake_case_names and 2 * 3 * 4')).toBe('use snake_case_names and 2 * 3 * 4');
  });
});

describe('entriesAsText', () => {
  it('labels each entry\'s parts and lists the entries oldest first', () => {
    const { text, included } = entriesAsText([
      entry({ title: 'Newer', tags: ['a', 'b'], keyLearning: 'K', questions: 'Q?', createdAt: '2026-03-20T10:00:00.000Z' }),
      entry({ title: 'Older', createdAt: '2026-03-18T10:00:00.000Z' }),
    ]);
    expect(included).toBe(2);
    expect(text.indexOf('Title: Older')).toBeLessThan(text.indexOf('Title: Newer'));
    expect(text).toContain('Date: 2026-03-20\nTitle: Newer\nTags: a, b\nKey learning: K\nOpen questions: Q?\nEntry: Content');
  });

  it('leaves out the oldest entries beyond the budget', () => {
    const entries = Array.from({ length: 5 }, (_, i) => entry({ title: `E${i}`, content: 'x'.repeat(900) }));
    const { text, included } = entriesAsText(entries, 2_000);
    expect(included).toBe(2);
    expect(text.length).toBeLessThanOrEqual(2_000);
    expect(text).toContain('Title: E0');
    expect(text).toContain('Title: E1');
    expect(text).not.toContain('Title: E2');
  });

  it('cuts the newest entry rather than sending nothing', () => {
    const { text, included } = entriesAsText([entry({ content: 'y'.repeat(50_000) })], 1_000);
    expect(included).toBe(1);
    expect(text.length).toBe(1_000);
    expect(text.endsWith('…')).toBe(true);
  });
});
