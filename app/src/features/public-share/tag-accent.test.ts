import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCENT, accentForTags } from './tag-accent';

describe('accent colour by first tag', () => {
  it('has a colour for each of the seven named tags, case-insensitively', () => {
    const names = ['tech', 'health', 'business', 'design', 'science', 'art', 'learning'];
    for (const name of names) expect(accentForTags([name.toUpperCase(), 'other']).name).toBe(name);
    expect(new Set(names.map((name) => accentForTags([name]).stripe)).size).toBe(names.length);
  });

  it('reads only the first tag, and is blue otherwise', () => {
    expect(accentForTags(['rust', 'tech'])).toBe(DEFAULT_ACCENT);
    expect(accentForTags([])).toBe(DEFAULT_ACCENT);
    expect(accentForTags(['constructor'])).toBe(DEFAULT_ACCENT);
    expect(DEFAULT_ACCENT.stripe).toContain('blue');
  });
});
