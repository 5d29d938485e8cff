/** The entries about a resource or a goal, with their key learnings and open questions gathered, live. */
import { useLiveQuery } from 'dexie-react-hooks';
import { entriesAbout } from '../../../db/link-queries';
import type { LocalEntry } from '../../../db/local-records';
import { useDatabase } from '../../../sync/sync-context';

export function useEntriesAbout(kind: 'resource' | 'goal', record: { id: number; title: string }): LocalEntry[] | undefined {
  const db = useDatabase();
  return useLiveQuery(() => entriesAbout(db, kind, record), [db, kind, record.id, record.title]);
}
