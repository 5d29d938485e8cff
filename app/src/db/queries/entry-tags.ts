/**
 * Tags from the entries' `*tags` index: the chips, the counts, the editor's suggestions and the
 * entries of one tag. Distinct keys and native counts, so thousands of entries are never read whole.
 */
import { UI, popularTags } from '@learnlog/shared';
import type { LearnLogDatabase } from '../database';

/**
 * The first `count` distinct tags, newest entries first (the filter chips). Reads entries only
 * until enough tags are found; when the journal has fewer distinct tags than that (the `tags`
 * index knows), only until each of them is found, not through every entry.
 */
export async function firstTags(db: LearnLogDatabase, count: number = UI.journalTagChips): Promise<string[]> {
  const found: string[] = [];
  const enough = Math.min(count, (await db.entries.orderBy('tags').uniqueKeys()).length);
  if (enough === 0) return found;
  await db.entries
    .orderBy('createdAt')
    .reverse()
    .until(() => found.length >= enough)
    .each((entry) => {
      if (entry._deleted) return;
      for (const tag of entry.tags) if (found.length < count && !found.includes(tag)) found.push(tag);
    });
  return found;
}

export interface TagCount {
  tag: string;
  count: number;
}

/** Every tag with how many entries carry it, most used first ("More tags"). */
export async function tagCounts(db: LearnLogDatabase): Promise<TagCount[]> {
  const distinct = await db.entries.orderBy('tags').uniqueKeys();
  const counts = await Promise.all(
    distinct.map(async (key) => ({
      tag: String(key),
      count: await db.entries.where('tags').equals(key).filter((entry) => !entry._deleted).count(),
    })),
  );
  return counts.filter(({ count }) => count > 0).sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
}

/** Tag suggestions for the entry editor (core spec 9), counted per distinct key. */
export async function suggestedTags(db: LearnLogDatabase): Promise<string[]> {
  const distinct = await db.entries.orderBy('tags').uniqueKeys();
  const uses = await Promise.all(
    distinct.map(async (key) => ({ tag: String(key), n: await db.entries.where('tags').equals(key).count() })),
  );
  // popularTags counts entries; one stand-in per use gives it the same counts.
  return popularTags(uses.flatMap(({ tag, n }) => Array.from({ length: n }, () => ({ tags: [tag] }))));
}

/** The ids of the entries carrying `tag` exactly (deleted ones too: the caller filters rows). */
export async function entryIdsTagged(db: LearnLogDatabase, tag: string): Promise<number[]> {
  return (await db.entries.where('tags').equals(tag).primaryKeys()) as number[];
}

/** The ids of the entries carrying `tag` in any case (a review sitting of a tag). */
export async function entryIdsTaggedAnyCase(db: LearnLogDatabase, tag: string): Promise<number[]> {
  return (await db.entries.where('tags').equalsIgnoreCase(tag).primaryKeys()) as number[];
}
