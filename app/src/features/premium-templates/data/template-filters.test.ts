import { describe, expect, it } from 'vitest';
import type { PremiumTemplate } from '@learnlog/shared';
import { applyFilter, isSearchQuery, matchesQuery } from './template-filters';

const template = (id: number, overrides: Partial<PremiumTemplate> = {}): PremiumTemplate => ({
  id,
  title: `Template ${id}`,
  description: 'A description',
  category: 'daily-learning',
  template: '## Heading',
  tags: [],
  usageCount: 0,
  ...overrides,
});

describe('template search and filters', () => {
  it('searches only past 2 characters, spaces trimmed', () => {
    expect(isSearchQuery('ab')).toBe(false);
    expect(isSearchQuery('  ab  ')).toBe(false);
    expect(isSearchQuery('abc')).toBe(true);
  });

  it('matches title, description or a tag, ignoring case', () => {
    const t = template(1, { title: 'Feynman Technique', description: 'Explain it simply', tags: ['Understanding'] });
    expect(matchesQuery(t, 'feyn')).toBe(true);
    expect(matchesQuery(t, 'SIMPLY')).toBe(true);
    expect(matchesQuery(t, 'underst')).toBe(true);
    expect(matchesQuery(t, 'habit')).toBe(false);
  });

  it('keeps one category, or the favourites, or everything', () => {
    const all = [template(1), template(2, { category: 'failure-review' }), template(3, { category: 'failure-review' })];
    expect(applyFilter(all, 'all', new Set()).map((t) => t.id)).toEqual([1, 2, 3]);
    expect(applyFilter(all, 'failure-review', new Set()).map((t) => t.id)).toEqual([2, 3]);
    expect(applyFilter(all, 'favorites', new Set([3, 1])).map((t) => t.id)).toEqual([1, 3]);
  });
});
