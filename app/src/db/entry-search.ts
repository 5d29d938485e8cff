/**
 * Journal search (docs/decisions/016-journal-search-index.md): an in-memory full-text index of each device database's
 * entries (entry-index/, in a Web Worker), instead of a multiEntry index of words that made every
 * entry write and every pulled page several times slower. The page reads the rows in idle slices
 * and hands them over, so the list shows at once and typing stays smooth; until it is built a
 * search waits for it. Every write of this tab reaches it through a Dexie middleware, which only
 * notes the entries written: they go to the index in idle slices, or at once with the next search
 * (so a live query that re-runs after a write finds the change), and a pulled page never waits
 * for the index. Writes of other tabs are caught up with each search through the `updatedAt` index.
 */
import Dexie, { type DBCore, type DBCoreMutateRequest, type DBCoreTable, type Middleware } from 'dexie';
import type { LearnLogDatabase } from './database';
import type { LocalEntry } from './local-records';
import type { Indexed, SearchPage } from './entry-index/entry-index';
import { chosenEntryIndexFactory } from './entry-index/entry-index-choice';
import { inPage, type EntryIndexClient } from './entry-index/entry-index-client';
import { pullsSettled } from './pull-activity';

/** A journal page's worth of rows, as a search reads them. */
const WARM_UP_ROWS = 41;

/** Entries read and handed to the index per idle slice. */
const SLICE = 500;

const idle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 200 });
    else setTimeout(resolve, 0);
  });

export class EntrySearch {
  private client: EntryIndexClient | null = null;
  /** Ids a write touched while the build was reading: the build leaves them to the write. */
  private readonly touched = new Set<number>();
  /** Written entries not indexed yet (null: removed). */
  private readonly pending = new Map<number, LocalEntry | null>();
  private flushing = false;
  private building: Promise<void> | null = null;
  /** The build has begun reading rows: writes from then on are its to note. */
  private reading = false;
  /** Ends the build's wait for a running pull (a search cannot wait for it). */
  private hurry: () => void = () => undefined;
  private built = false;
  /** The newest `updatedAt` this index has seen, for catching up with other tabs' writes. */
  private seenUpdatedAt = '';

  constructor(private readonly db: LearnLogDatabase) {}

  /** Made on first use: a device whose journal is never opened starts no worker. */
  private get index(): EntryIndexClient {
    this.client ??= (chosenEntryIndexFactory() ?? inPage)(() => {
      this.client = inPage();
      this.rebuild();
      return (query, count) => this.search(query, count);
    });
    return this.client;
  }

  /** Starts the build (once); resolves when it is done. */
  build(): Promise<void> {
    this.building ??= this.buildInSlices().catch((error: unknown) => {
      this.building = null; // the next search tries again
      this.reading = false;
      throw error;
    });
    return this.building;
  }

  private async buildInSlices(): Promise<void> {
    // Not while a pull writes the rows: they would be read and indexed as they arrive, on the
    // cores the pull needs. The rows it wrote are read here afterwards, with the rest.
    await Promise.race([pullsSettled(this.db), new Promise<void>((resolve) => (this.hurry = resolve))]);
    this.reading = true;
    let after = -Infinity;
    let sample: string | undefined;
    for (;;) {
      await idle();
      const rows = await this.db.entries.where('id').above(after).limit(SLICE).toArray();
      this.send(rows.filter((row) => !this.touched.has(row.id)));
      const last = rows[rows.length - 1];
      if (!last) break;
      sample ??= last.title;
      after = last.id;
    }
    this.touched.clear();
    this.built = true;
    this.warmUp(sample);
  }

  /**
   * One search nobody asked for, once the index is built, with the rows it names read, so the
   * first real one is not cold. Why: docs/decisions/016-journal-search-index.md
   */
  private warmUp(title: string | undefined): void {
    const word = title?.match(/[\p{L}\p{N}]+/u)?.[0];
    if (!word) return;
    void this.index
      .search(word, WARM_UP_ROWS)
      .then(({ ids }) => this.db.entries.bulkGet(ids))
      .catch(() => undefined);
  }

  /**
   * A stored entry (or its removal) from a write; deleted entries leave the index. Before the
   * build has begun reading nothing is indexed: the build reads the rows, so a pull into a device
   * whose journal was never searched (or is still waiting for that pull) pays nothing for the index.
   */
  put(entry: LocalEntry): void {
    this.note(entry.id, entry);
  }

  remove(id: number): void {
    this.note(id, null);
  }

  private note(id: number, entry: LocalEntry | null): void {
    if (!this.reading) return;
    if (!this.built) this.touched.add(id);
    this.pending.set(id, entry);
    if (!this.flushing) {
      this.flushing = true;
      // Called inside the write's transaction: waiting for idle time there would keep Dexie's
      // transaction zone open past the commit ("Transaction committed too early").
      Dexie.ignoreTransaction(() => void this.flushInSlices());
    }
  }

  private async flushInSlices(): Promise<void> {
    while (this.pending.size > 0) {
      await idle();
      this.flush(SLICE);
    }
    this.flushing = false;
  }

  /** Hands up to `count` pending writes to the index, oldest first. */
  private flush(count = Infinity): void {
    const written: LocalEntry[] = [];
    const removed: number[] = [];
    for (const [id, entry] of this.pending) {
      if (count-- <= 0) break;
      this.pending.delete(id);
      if (entry) written.push(entry);
      else removed.push(id);
    }
    this.send(written, removed);
  }

  /** Entries to (re)index and ids to drop; a deleted entry leaves the index. */
  private send(entries: readonly LocalEntry[], removed: number[] = []): void {
    const put: Indexed[] = [];
    for (const entry of entries) {
      if (entry.updatedAt > this.seenUpdatedAt) this.seenUpdatedAt = entry.updatedAt;
      if (entry._deleted) removed.push(entry.id);
      else put.push({ id: entry.id, title: entry.title, content: entry.content, keyLearning: entry.keyLearning, questions: entry.questions, tags: entry.tags });
    }
    if (put.length > 0 || removed.length > 0) this.index.apply(put, removed);
  }

  /** After a write of a range of entries: the index starts over from what is stored. */
  rebuild(): void {
    if (this.building === null) return;
    this.pending.clear();
    this.index.clear();
    this.built = false;
    this.reading = false;
    this.building = null;
    Dexie.ignoreTransaction(() => this.build()).catch((error: unknown) => console.warn('LearnLog could not rebuild the journal search', error));
  }

  /** The best `count` entries matching every word of `query` (best first), and how many match. */
  async search(query: string, count: number): Promise<SearchPage> {
    // Read before any other wait, in the caller's live-query zone: a live search then re-runs when
    // newer entries are written, even when it found none (a device whose first pull is running).
    const watched = this.db.entries.where('updatedAt').above(this.seenUpdatedAt).count();
    const built = this.build();
    this.hurry();
    await built;
    this.flush();
    await watched;
    // Other tabs write to the same database: their changes have a newer `updatedAt`. That read
    // runs while the index answers; only when it finds some does the index answer again.
    const [newer, page] = await Promise.all([
      this.seenUpdatedAt ? this.db.entries.where('updatedAt').above(this.seenUpdatedAt).toArray() : [],
      this.index.search(query, count),
    ]);
    if (newer.length === 0) return page;
    for (const row of newer) this.pending.set(row.id, row);
    this.flush();
    return this.index.search(query, count);
  }
}

const searches = new WeakMap<LearnLogDatabase, EntrySearch>();

export function entrySearch(db: LearnLogDatabase): EntrySearch {
  let search = searches.get(db);
  if (!search) {
    search = new EntrySearch(db);
    searches.set(db, search);
  }
  return search;
}

/** Applies a write of entries to the index once the database took it. */
function applyWrite(search: EntrySearch, req: DBCoreMutateRequest): void {
  if (req.type === 'add' || req.type === 'put') for (const value of req.values as LocalEntry[]) search.put(value);
  else if (req.type === 'delete') for (const key of req.keys as number[]) search.remove(key);
  else search.rebuild();
}

export function entrySearchMiddleware(db: LearnLogDatabase): Middleware<DBCore> {
  return {
    stack: 'dbcore',
    name: 'entry-search',
    create(down) {
      return {
        ...down,
        table(name: string): DBCoreTable {
          const table = down.table(name);
          if (name !== 'entries') return table;
          return {
            ...table,
            mutate(req) {
              return table.mutate(req).then((result) => {
                applyWrite(entrySearch(db), req);
                return result;
              });
            },
          };
        },
      };
    },
  };
}
