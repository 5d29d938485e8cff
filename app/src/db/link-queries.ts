/**
 * Reads of the link index (link-index.ts): what links to an entry, a resource or a goal, and
 * what a `[[Title]]` resolves to, each an index read rather than a pass over the journal.
 */
import { findMentions, parseWikiLinks, renameWikiLinks, sentenceAround, wikiResolver, wikiTitleKey, type WikiTarget } from '@learnlog/shared';
import { entrySearch } from './entry-search';
import type { LearnLogDatabase } from './database';
import type { LocalEntry, LocalGoal, LocalResource } from './local-records';
import { entryTitleKey, goalLinkKey, resourceLinkKey, titleLinkKey } from './link-index';

const newestFirst = (a: LocalEntry, b: LocalEntry) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id);
const oldestFirst = (a: { createdAt: string; id: number }, b: { createdAt: string; id: number }) =>
  a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id - b.id;

/** The visible entries carrying any of `keys`, newest first. */
async function entriesWithKeys(db: LearnLogDatabase, keys: string[]): Promise<LocalEntry[]> {
  if (keys.length === 0) return [];
  const rows = await db.entries.where('_links').anyOf(keys).distinct().toArray();
  return rows.filter((row) => !row._deleted).sort(newestFirst);
}

/** The entry a title names (the oldest, when two share it), if any. */
export async function entryTitled(db: LearnLogDatabase, title: string): Promise<LocalEntry | undefined> {
  const rows = (await db.entries.where('_links').equals(entryTitleKey(title)).toArray()).filter((row) => !row._deleted);
  return rows.sort(oldestFirst)[0];
}

/** The learner's resources and goals, oldest first (they are few: read whole). */
async function resourcesAndGoals(db: LearnLogDatabase): Promise<{ resources: LocalResource[]; goals: LocalGoal[] }> {
  const [resources, goals] = await Promise.all([db.resources.toArray(), db.goals.toArray()]);
  return { resources: resources.filter((r) => !r._deleted).sort(oldestFirst), goals: goals.filter((g) => !g._deleted).sort(oldestFirst) };
}

/** What each of `titles` resolves to (by title key): an entry first, then a resource, then a goal. */
export async function resolveTitles(db: LearnLogDatabase, titles: readonly string[]): Promise<Map<string, WikiTarget>> {
  const keys = [...new Set(titles.map(wikiTitleKey))];
  const resolved = new Map<string, WikiTarget>();
  if (keys.length === 0) return resolved;
  const [entries, others] = await Promise.all([Promise.all(keys.map((key) => entryTitled(db, key))), resourcesAndGoals(db)]);
  const resolve = wikiResolver({ entries: entries.filter((e): e is LocalEntry => e !== undefined), ...others });
  for (const key of keys) {
    const target = resolve(key);
    if (target) resolved.set(key, target);
  }
  return resolved;
}

/** One entry that links to another record, with the sentence its link sits in (links shown as their text). */
export interface Backlink {
  entry: LocalEntry;
  sentence: string;
}

const asShown = (text: string) => text.replace(/\[\[([^[\]\n|]+)\|([^[\]\n]*)\]\]/g, '$2').replace(/\[\[([^[\]\n|]+)\]\]/g, '$1');

function sentenceLinking(entry: LocalEntry, key: string): string {
  for (const text of [entry.content, entry.keyLearning, entry.questions]) {
    if (!text) continue;
    const link = parseWikiLinks(text).find((found) => wikiTitleKey(found.target) === key);
    if (link) return asShown(sentenceAround(text, link.start, link.end));
  }
  return '';
}

/** The entries whose `[[links]]` name `title`, newest first, each with its sentence. */
async function linksToTitle(db: LearnLogDatabase, title: string, except?: number): Promise<Backlink[]> {
  const key = wikiTitleKey(title);
  const rows = await entriesWithKeys(db, [titleLinkKey(title)]);
  return rows.filter((row) => row.id !== except).map((entry) => ({ entry, sentence: sentenceLinking(entry, key) }));
}

/** "Linked from" for an entry: the entries whose links resolve to it (it is the entry of its title). */
export async function linkedFrom(db: LearnLogDatabase, entry: LocalEntry): Promise<Backlink[]> {
  const owner = await entryTitled(db, entry.title);
  if (owner && owner.id !== entry.id) return [];
  return linksToTitle(db, entry.title, entry.id);
}

/**
 * The entries about a resource or a goal: ticked in the entry dialog, or `[[linking]]` its title
 * when no entry (nor, for a goal, a resource) of that title takes the link first. Newest first.
 */
export async function entriesAbout(db: LearnLogDatabase, kind: 'resource' | 'goal', record: { id: number; title: string }): Promise<LocalEntry[]> {
  const keys = [kind === 'resource' ? resourceLinkKey(record.id) : goalLinkKey(record.id)];
  const target = (await resolveTitles(db, [record.title])).get(wikiTitleKey(record.title));
  if (target?.kind === kind && target.id === record.id) keys.push(titleLinkKey(record.title));
  return entriesWithKeys(db, keys);
}

/** Entries the search offers as candidates for mentions: the best few hundred matching the title's words. */
const MENTION_CANDIDATES = 300;

/**
 * "Mentioned in" for an entry: the entries whose text names its title as plain words (outside
 * code and links) and that do not link to it already, newest first, each with that sentence. The
 * journal search narrows the journal to candidates; each is then checked word for word.
 */
export async function mentionsOf(db: LearnLogDatabase, entry: LocalEntry): Promise<Backlink[]> {
  if (!entry.title.trim()) return [];
  const owner = await entryTitled(db, entry.title);
  if (owner && owner.id !== entry.id) return [];
  const { ids } = await entrySearch(db).search(entry.title, MENTION_CANDIDATES);
  const linkKey = titleLinkKey(entry.title);
  const mentions: Backlink[] = [];
  for (const row of await db.entries.bulkGet(ids)) {
    if (!row || row._deleted || row.id === entry.id || row._links?.includes(linkKey)) continue;
    for (const text of [row.content, row.keyLearning, row.questions]) {
      const [mention] = text ? findMentions(text, entry.title) : [];
      if (text && mention) {
        mentions.push({ entry: row, sentence: asShown(sentenceAround(text, mention.start, mention.end)) });
        break;
      }
    }
  }
  return mentions.sort((a, b) => newestFirst(a.entry, b.entry));
}

/**
 * After a record's title changed from `oldTitle`: the entries whose `[[links]]` to the old title
 * now lead nowhere (nothing else has that title), with each changed text — the offer to update.
 */
export async function linksLeftBehind(db: LearnLogDatabase, oldTitle: string, newTitle: string): Promise<Array<{ entry: LocalEntry; changes: Partial<Pick<LocalEntry, 'content' | 'keyLearning' | 'questions'>> }>> {
  if (!oldTitle.trim() || !newTitle.trim() || wikiTitleKey(oldTitle) === wikiTitleKey(newTitle)) return [];
  if ((await resolveTitles(db, [oldTitle])).size > 0) return [];
  const rows = await entriesWithKeys(db, [titleLinkKey(oldTitle)]);
  return rows.map((entry) => {
    const changes: Partial<Pick<LocalEntry, 'content' | 'keyLearning' | 'questions'>> = {};
    for (const field of ['content', 'keyLearning', 'questions'] as const) {
      const text = entry[field];
      if (!text) continue;
      const renamed = renameWikiLinks(text, oldTitle, newTitle);
      if (renamed !== text) changes[field] = renamed;
    }
    return { entry, changes };
  });
}
