/** Plain kinds in the export and the preview are read from the registry; nouns are pluralised one way. */
import { describe, expect, it } from 'vitest';
import { PLAIN_EXPORT_KINDS, pluralNoun } from './export-kinds';
import { countsText, zeroCounts } from './import-summary';

describe('plain export kinds', () => {
  it('are the registry kinds without export rules of their own: saved searches, today', () => {
    expect(PLAIN_EXPORT_KINDS.map((kind) => kind.exportShape.key)).toEqual(['savedSearches']);
  });

  it('are counted by their noun, pluralised, after the bundle kinds; none left out of the words', () => {
    expect(['saved search', 'resource', 'entry', 'box', 'day'].map(pluralNoun)).toEqual(['saved searches', 'resources', 'entries', 'boxes', 'days']);
    expect(countsText({ ...zeroCounts(), resources: 2, savedSearches: 1 })).toBe('0 entries, 2 resources, 1 saved search');
    expect(countsText({ ...zeroCounts(), savedSearches: 3 })).toBe('0 entries, 3 saved searches');
    expect(countsText(zeroCounts())).toBe('0 entries');
  });
});
