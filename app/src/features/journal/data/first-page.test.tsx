/** The journal's first page read as the database opens: shown on the list's first render, once. */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { openUserDatabase, type LearnLogDatabase } from '../../../db/database';
import { createEntry } from './create-entry';
import { readJournalFirstPage, useJournalFirstPage } from './first-page';

function Titles({ db }: { db: LearnLogDatabase }) {
  const page = useJournalFirstPage(db);
  return <p>{page ? page.entries.map((entry) => entry.title).join(', ') : 'skeleton'}</p>;
}

describe('the journal’s first page', () => {
  it('is on the list’s first render when it was read as the database opened, and only on the first visit', async () => {
    const db = await openUserDatabase(1, { indexedDB: new IDBFactory(), IDBKeyRange });
    await createEntry(db, { title: 'Older', content: 'a' });
    await createEntry(db, { title: 'Newer', content: 'b' });

    expect(renderToStaticMarkup(<Titles db={db} />)).toBe('<p>skeleton</p>');
    await readJournalFirstPage(db);
    expect(renderToStaticMarkup(<Titles db={db} />)).toBe('<p>Newer, Older</p>');
    // A later visit reads the live list itself: the early page may be stale by then.
    expect(renderToStaticMarkup(<Titles db={db} />)).toBe('<p>skeleton</p>');
    db.close();
  });
});
