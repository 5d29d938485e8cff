import { describe, expect, it } from 'vitest';
import { entryPreview, shareLink } from './entry-preview';

describe('entryPreview', () => {
  it('keeps short content whole, without an ellipsis', () => {
    expect(entryPreview('Learned about closures.')).toBe('Learned about closures.');
  });

  it('cuts long content to 150 characters plus ...', () => {
    const preview = entryPreview('a'.repeat(200));
    expect(preview).toBe(`${'a'.repeat(150)}...`);
  });

  it('shows markdown as plain text on one line', () => {
    expect(entryPreview('# Hooks\n\n**useEffect** runs *after* paint\n- one\n> quoted [link](https://x.dev)')).toBe(
      'Hooks useEffect runs after paint one quoted link',
    );
  });
});

describe('shareLink', () => {
  it('points at the public entry route', () => {
    expect(shareLink('https://learnlog.app', 'abc123')).toBe('https://learnlog.app/journal/abc123');
  });
});
