import { describe, expect, it } from 'vitest';
import { cutAtWord, markdownLines, markdownPlainText, markdownPreview } from './markdown-text';

const LOCAL_FIRST = `# No spinners

Your work is not trapped on one device.

- fast
- *offline*
1. first
2) second

| Ideal | Meaning |
|---|:---:|
| Fast | No spinners |

> quoted [link](https://x.dev)`;

describe('markdownLines', () => {
  it('keeps headings, paragraphs, list items, table rows and quotes on their own lines', () => {
    expect(markdownLines(LOCAL_FIRST)).toEqual([
      'No spinners',
      'Your work is not trapped on one device.',
      '• fast',
      '• offline',
      '1. first',
      '2. second',
      'Ideal · Meaning',
      'Fast · No spinners',
      'quoted link',
    ]);
  });

  it('keeps underscores inside words and leaves code blocks and rules out', () => {
    expect(markdownLines('snake_case **stays**\n\n```js\nconst x = 1;\n```\n\n---\n***\nAfter')).toEqual(['snake_case stays', 'After']);
  });

  it('reads a table without outer pipes', () => {
    expect(markdownLines('a | b\n--- | ---\n1 | 2')).toEqual(['a · b', '1 · 2']);
  });
});

describe('markdownPlainText', () => {
  it('joins the lines on one line, a separator where no sentence ends', () => {
    expect(markdownPlainText('# Hooks\n\n**useEffect** runs *after* paint.\n- one\n- two')).toBe('Hooks · useEffect runs after paint. one · two');
  });
});

describe('cutAtWord', () => {
  it('keeps short text whole', () => {
    expect(cutAtWord('short', 17)).toBe('short');
  });

  it('cuts at the last whole word, the ellipsis right after it', () => {
    expect(cutAtWord('alpha beta gamma delta epsilon', 17)).toBe('alpha beta gamma…');
    expect(cutAtWord('alpha beta gamma, delta epsilon', 17)).toBe('alpha beta gamma…');
    expect(cutAtWord('alpha beta gamma delta', 16)).toBe('alpha beta gamma…');
  });

  it('cuts inside one very long word rather than leaving nothing', () => {
    expect(cutAtWord('a'.repeat(200), 150)).toBe(`${'a'.repeat(150)}…`);
  });
});

describe('markdownPreview', () => {
  it('reads as the text does and ends on a word', () => {
    expect(markdownPreview(LOCAL_FIRST, 60)).toBe('No spinners\nYour work is not trapped on one device.\n• fast…');
  });
  it('shows [[wiki links]] as the text they show', () => {
    expect(markdownPlainText('See [[Closures]] and [[Rust ownership|the borrow rules]].')).toBe('See Closures and the borrow rules.');
  });
});
