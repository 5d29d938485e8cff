import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PremiumTemplate } from '@learnlog/shared';
import { findCachedTemplate, readCachedCatalogue, saveCachedFavorites, saveCatalogue, updateCachedTemplate } from './template-cache';

const template = (id: number, usageCount = 0): PremiumTemplate => ({
  id,
  title: `Template ${id}`,
  description: 'd',
  category: 'daily-learning',
  template: '## Heading',
  tags: ['t'],
  usageCount,
});
const categories = [{ id: 'daily-learning', name: 'Daily Learning', count: 2 }];

/** The browser's localStorage, in memory. */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('the templates kept on the device', () => {
  it('keeps each user\'s catalogue apart', () => {
    saveCatalogue(1, [template(10), template(11)], categories);
    expect(readCachedCatalogue(1)?.templates.map((t) => t.id)).toEqual([10, 11]);
    expect(readCachedCatalogue(2)).toBeNull();
    expect(findCachedTemplate(1, 11)?.title).toBe('Template 11');
    expect(findCachedTemplate(2, 11)).toBeUndefined();
  });

  it('keeps the favourites across a catalogue refresh, and updates one template in place', () => {
    saveCatalogue(1, [template(10), template(11)], categories);
    saveCachedFavorites(1, [11]);
    saveCatalogue(1, [template(10), template(11)], categories);
    expect(readCachedCatalogue(1)?.favorites).toEqual([11]);
    updateCachedTemplate(1, template(11, 5));
    expect(findCachedTemplate(1, 11)?.usageCount).toBe(5);
    expect(findCachedTemplate(1, 10)?.usageCount).toBe(0);
  });

  it('treats stored text that is not a catalogue as nothing stored', () => {
    localStorage.setItem('learnlog:templates:1', '{"templates": "nope"}');
    expect(readCachedCatalogue(1)).toBeNull();
    localStorage.setItem('learnlog:templates:1', 'not json');
    expect(findCachedTemplate(1, 10)).toBeUndefined();
  });
});
