/**
 * What `[[` offers while typing: the titles of the learner's entries, resources and goals on this
 * device (offline, read once per editor when the first `[[` is typed).
 */
import type { SyncedTable } from '@learnlog/shared';
import { listRecords } from '../../../sync/record-queries';
import type { LearnLogDatabase } from '../../../db/database';

type LinkKind = 'entry' | 'resource' | 'goal';

export interface LinkTitle {
  title: string;
  kind: LinkKind;
}

const KINDS: [SyncedTable, LinkKind][] = [
  ['journal_entries', 'entry'],
  ['resources', 'resource'],
  ['learning_goals', 'goal'],
];

/** Every title once (an entry's wins over a resource's or goal's of the same title, as links resolve). */
export async function readLinkTitles(db: LearnLogDatabase): Promise<LinkTitle[]> {
  const lists = await Promise.all(KINDS.map(([table]) => listRecords(db, table)));
  const seen = new Set<string>();
  const titles: LinkTitle[] = [];
  lists.forEach((records, index) => {
    const kind = KINDS[index]?.[1] ?? 'entry';
    for (const record of records) {
      const title = 'title' in record && typeof record.title === 'string' ? record.title.trim() : '';
      const key = title.toLowerCase();
      if (!title || /[[\]\n|]/.test(title) || seen.has(key)) continue;
      seen.add(key);
      titles.push({ title, kind });
    }
  });
  return titles;
}
