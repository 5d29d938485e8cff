import { describe, expect, it } from 'vitest';
import { entryPreview, shareLink } from './entry-preview';

describe('entryPreview', () => {
  it('keeps short content whole, without an ellipsis', () => {
    expect(entryPreview('Learned about closures.')).toBe('Learned about closures.');
  });

  it('cuts long content at a word within 150 characters, the ellipsis right after it', () => {
    const preview = entryPreview('word '.repeat(60));
    expect(preview.length).toBeLessThanOrEqual(151);
    expect(preview.endsWith('word…')).toBe(true);
  });

  it('shows markdown as plain text, a line per heading, paragraph and list item', () => {
    expect(entryPreview('# Hooks\n\n**useEffect** runs *after* paint\n- one\n> quoted [link](https://x.dev)')).toBe(
      'Hooks\nuseEffect runs after paint\n• one\nquoted link',
    );
  });
});

describe('shareLink', () => {
  it('points at the public entry route', () => {
    expect(shareLink('https://learnlog.app', 'abc123')).toBe('https://learnlog.app/journal/abc123');
  });
});
