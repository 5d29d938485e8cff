/**
 * The reading view's links (issue 32): what each `[[Title]]` of an entry resolves to, and the
 * entries that link to it ("Linked from"), read from the device's link index, live.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { parseWikiLinks, type WikiTarget } from '@learnlog/shared';
import { linkedFrom, mentionsOf, resolveTitles, type Backlink } from '../../../db/link-queries';
import type { LocalEntry } from '../../../db/local-records';
import { useDatabase } from '../../../sync/sync-context';

/** The link targets of an entry's text, by title key; undefined while reading. */
export function useWikiTargets(entry: LocalEntry): Map<string, WikiTarget> | undefined {
  const db = useDatabase();
  const titles = [entry.content, entry.keyLearning, entry.questions].flatMap((text) => (text ? parseWikiLinks(text).map((link) => link.target) : []));
  const key = titles.join('\n');
  return useLiveQuery(() => resolveTitles(db, titles), [db, key]);
}

export function useLinkedFrom(entry: LocalEntry): Backlink[] | undefined {
  const db = useDatabase();
  return useLiveQuery(() => linkedFrom(db, entry), [db, entry]);
}

/** "Mentioned in": entries naming this one's title without linking it. */
export function useMentions(entry: LocalEntry): Backlink[] | undefined {
  const db = useDatabase();
  return useLiveQuery(() => mentionsOf(db, entry), [db, entry]);
}
