import { describe, expect, it } from 'vitest';
import { markdownPlainText } from './markdown-text';

describe('markdownPlainText', () => {
  it('drops headings, emphasis, list and quote marks, and keeps link text', () => {
    expect(markdownPlainText('# Hooks\n\n**useEffect** runs *after* paint\n- one\n> quoted [link](https://x.dev)')).toBe(
      'Hooks useEffect runs after paint one quoted link',
    );
  });

  it('reads a table as its cells and keeps underscores inside words', () => {
    expect(markdownPlainText('| a | b |\n|---|:---:|\n| 1 | 2 |\n\nsnake_case stays')).toBe('a b 1 2 snake_case stays');
  });

  it('leaves code blocks and horizontal rules out', () => {
    expect(markdownPlainText('Before\n\n```js\nconst x = 1;\n```\n\n---\nAfter')).toBe('Before After');
  });
});
