import { DEFAULT_POPULAR_TAGS, UI } from '../constants';

/**
 * Up to 8 suggestions: the tags most used across the learner's entries, then the defaults
 * (core spec 9). Ties keep the order in which tags were first seen.
 */
export function popularTags(entries: readonly { tags: readonly string[] }[], count: number = UI.popularTagCount): string[] {
  const counts = new Map<string, { tag: string; n: number }>();
  for (const entry of entries) {
    for (const tag of entry.tags) {
      const key = tag.toLowerCase();
      const current = counts.get(key);
      if (current) current.n += 1;
      else counts.set(key, { tag, n: 1 });
    }
  }
  const used = [...counts.values()].sort((a, b) => b.n - a.n).map((c) => c.tag);
  const seen = new Set(used.map((t) => t.toLowerCase()));
  const fill = DEFAULT_POPULAR_TAGS.filter((t) => !seen.has(t.toLowerCase()));
  return [...used, ...fill].slice(0, count);
}

/** The first N distinct tags in the order entries list them (journal filter chips). */
export function firstDistinctTags(entries: readonly { tags: readonly string[] }[], count: number = UI.journalTagChips): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const entry of entries) {
    for (const tag of entry.tags) {
      if (result.length >= count) return result;
      if (seen.has(tag)) continue;
      seen.add(tag);
      result.push(tag);
    }
  }
  return result;
}
