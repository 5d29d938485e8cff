import { describe, expect, it } from 'vitest';
import { normalizeTags, parseTagInput } from './tags';
import { firstDistinctTags, popularTags } from './popular-tags';

describe('tags', () => {
  it('trims, drops empties and duplicates (case-insensitively, first spelling wins)', () => {
    expect(normalizeTags([' React ', '', '  ', 'react', 'Go', 'REACT'])).toEqual(['React', 'Go']);
  });
  it('parses comma-separated input', () => {
    expect(parseTagInput('a, b,,c ,a')).toEqual(['a', 'b', 'c']);
  });
  it('suggests the most used tags, filled from the defaults, up to 8', () => {
    const entries = [{ tags: ['Rust', 'Go'] }, { tags: ['Rust'] }, { tags: ['react'] }];
    const tags = popularTags(entries);
    expect(tags.slice(0, 3)).toEqual(['Rust', 'Go', 'react']);
    expect(tags).toHaveLength(8);
    expect(tags).not.toContain('React');
    expect(popularTags([])).toEqual(['JavaScript', 'React', 'AI/ML', 'Python', 'Design', 'Career', 'Learning', 'Books']);
  });
  it('gives the first 5 distinct tags for the journal chips', () => {
    const entries = [{ tags: ['a', 'b'] }, { tags: ['b', 'c', 'd'] }, { tags: ['e', 'f'] }];
    expect(firstDistinctTags(entries)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
