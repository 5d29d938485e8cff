/**
 * The journal's first page, read the moment the learner's database opens on a load of /journal
 * (the early device session's first read), while React is still rendering the frame, not behind
 * the list's first render, the start round and the frame's other reads. The list shows it until its
 * own live read answers; it is taken once, so a later visit never shows it. Why: docs/decisions/009-first-screen-copy-and-head-script.md
 */
import { useEffect, useState } from 'react';
import type { LearnLogDatabase } from '../../../db/database';
import { listEntries, type EntryPage } from './entry-queries';

/** How many cards the journal reads at a time. */
export const JOURNAL_PAGE_SIZE = 30;

interface EarlyRead {
  page?: EntryPage;
  done: Promise<EntryPage | undefined>;
}

const earlyReads = new WeakMap<LearnLogDatabase, EarlyRead>();

export function readJournalFirstPage(db: LearnLogDatabase): Promise<unknown> {
  const read: EarlyRead = {
    done: listEntries(db, JOURNAL_PAGE_SIZE).then(
      (page) => (read.page = page),
      () => undefined,
    ),
  };
  earlyReads.set(db, read);
  return read.done;
}

function takeEarlyRead(db: LearnLogDatabase): EarlyRead | undefined {
  const read = earlyReads.get(db);
  earlyReads.delete(db);
  return read;
}

/** The page read early for this database, once it is in; undefined when there was none. */
export function useJournalFirstPage(db: LearnLogDatabase): EntryPage | undefined {
  const [early] = useState(() => takeEarlyRead(db));
  const [page, setPage] = useState(early?.page);
  useEffect(() => {
    if (!early || early.page) return;
    let mounted = true;
    void early.done.then((read) => {
      if (mounted && read) setPage(read);
    });
    return () => {
      mounted = false;
    };
  }, [early]);
  return page;
}
