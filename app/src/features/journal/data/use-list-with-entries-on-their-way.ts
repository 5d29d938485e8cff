import { useEffect, useMemo } from 'react';
import { useDatabase } from '../../../sync/sync-context';
import { forgetOnItsWay, useEntriesOnTheirWay } from './entries-on-their-way';
import type { EntryPage } from './entry-queries';

/**
 * The journal's page with the entries still on their way to the device database on top (newest
 * first, as they are); a search or a tag filter shows only what the database answers.
 */
export function useListWithEntriesOnTheirWay(page: EntryPage | undefined, filtered: boolean): EntryPage | undefined {
  const db = useDatabase();
  const onTheirWay = useEntriesOnTheirWay(db);

  // Once the read has an entry, the read's copy is the one to show.
  useEffect(() => {
    if (!page || onTheirWay.length === 0) return;
    const listed = new Set(page.entries.map((entry) => entry.id));
    forgetOnItsWay(db, new Set(onTheirWay.filter((entry) => listed.has(entry.id)).map((entry) => entry.id)));
  }, [db, page, onTheirWay]);

  return useMemo(() => {
    if (!page || filtered || onTheirWay.length === 0) return page;
    const listed = new Set(page.entries.map((entry) => entry.id));
    const extra = onTheirWay.filter((entry) => !listed.has(entry.id));
    return extra.length === 0 ? page : { ...page, entries: [...extra, ...page.entries] };
  }, [page, filtered, onTheirWay]);
}
