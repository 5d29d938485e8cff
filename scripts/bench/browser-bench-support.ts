/**
 * What the Chromium journal bench (journal-browser-bench.ts) needs besides its steps: a varied
 * 10,000-entry corpus, seeding it straight into the server's SQLite file, the expected search
 * results, and the probes it runs inside the page. Probes record times with the page's own clock
 * (performance.now, event.timeStamp), so Playwright's round trips never count in a figure.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { readTimeMinutes } from '@learnlog/shared';
import { CHROMIUM_PATH } from '../../tests/e2e/support/browser';
import { EntryIndex } from '../../app/src/db/entry-index/entry-index';

export interface SeedEntry {
  id: number;
  title: string;
  content: string;
  tags: string[];
  createdAt: string;
  keyLearning?: string;
  questions?: string;
}

const COMMON = 'react hooks state closures scope rust ownership borrow python async design pattern career learning books history algebra vector matrix kernel network latency cache index query testing types memory spanish grammar'.split(' ');
const SYLLABLES = 'ka lo mi ne ru sa ti vo pe da zu fi ge ho ja'.split(' ');
/** ~330 words: common ones first (picked most often), then made-up ones for variety. */
export const VOCABULARY = [...COMMON, ...SYLLABLES.flatMap((a) => SYLLABLES.map((b) => `${a}${b}n`))];
const TAGS = 'react rust python design career history math books networking databases testing css typescript go ml writing music spanish physics biology economics security devops cooking'.split(' ');

/** A small deterministic PRNG (mulberry32), so every run seeds the same journal. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Ends the bench, saying why, when there is no build (BUILD_ROOT: one made elsewhere) or no Chromium. */
export function exitUnlessBuiltWithChromium(bench: string): void {
  const root = process.env.BUILD_ROOT ? path.resolve(process.env.BUILD_ROOT) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const missing = ['app/dist/index.html', 'sync-server/dist/server.js'].filter((file) => !existsSync(path.join(root, file)));
  if (missing.length > 0) {
    console.log(`${bench} in Chromium: skipped, no build (${missing.join(', ')} missing in ${root}): run \`npm run build\` first.`);
    process.exit(0);
  }
  if (!existsSync(CHROMIUM_PATH)) {
    console.log(`${bench} in Chromium: skipped, no Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium).`);
    process.exit(0);
  }
}

export function makeCorpus(count: number): SeedEntry[] {
  const next = random(42);
  // Squaring skews towards the start of the list: a few words are everywhere, most are rare.
  const word = () => VOCABULARY[Math.floor(next() * next() * VOCABULARY.length)] ?? 'note';
  const words = (n: number) => Array.from({ length: n }, word).join(' ');
  const start = Date.UTC(2024, 0, 1);
  return Array.from({ length: count }, (_, i) => {
    const first = word();
    const title = `${first.charAt(0).toUpperCase()}${first.slice(1)} ${words(3)} #${i}`;
    const content = [
      `## What I learned\n\n${words(60)}.`,
      `- **${word()}**: ${words(18)}\n- **${word()}**: ${words(16)}\n- ${words(14)}`,
      `\`${word()}()\` ${words(30)}. ref${i}`,
    ].join('\n\n');
    const tagCount = 1 + Math.floor(next() * 3);
    const tags = [...new Set(Array.from({ length: tagCount }, () => TAGS[Math.floor(next() * next() * TAGS.length)] ?? 'misc'))];
    return { id: 5_000_000 + i, title, content, tags, createdAt: new Date(start + i * 47 * 60_000).toISOString() };
  });
}

/**
 * Writes the corpus into the server's SQLite file as if another device had pushed it: the rows
 * take the next versions of the server-wide counter, which is moved past them.
 */
export function seedEntries(databasePath: string, userId: number, entries: readonly SeedEntry[]): void {
  const sqlite = new Database(databasePath);
  try {
    sqlite.pragma('busy_timeout = 5000');
    const insert = sqlite.prepare(
      'INSERT INTO journal_entries (userId, id, version, createdAt, updatedAt, title, content, keyLearning, questions, tags, readTime) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const counter = sqlite.prepare('INSERT INTO sync_state (id, version) VALUES (1, ?) ON CONFLICT(id) DO UPDATE SET version = excluded.version');
    sqlite.transaction(() => {
      const row = sqlite.prepare('SELECT version FROM sync_state WHERE id = 1').get() as { version: number } | undefined;
      let version = row?.version ?? 0;
      for (const e of entries) {
        version += 1;
        insert.run(userId, e.id, version, e.createdAt, e.createdAt, e.title, e.content, e.keyLearning ?? null, e.questions ?? null, JSON.stringify(e.tags), readTimeMinutes(e.content));
      }
      counter.run(version);
    })();
  } finally {
    sqlite.close();
  }
}

const indexes = new WeakMap<readonly SeedEntry[], EntryIndex>();

/** The titles the journal should list for `query`: newest first, or ranked by the app's own index. */
export function expectedTitles(entries: readonly SeedEntry[], query: string): string[] {
  if (query.trim() === '') return [...entries].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1)).map((e) => e.title);
  let index = indexes.get(entries);
  if (!index) {
    index = new EntryIndex();
    for (const entry of entries) index.put({ ...entry, keyLearning: entry.keyLearning ?? null, questions: entry.questions ?? null });
    indexes.set(entries, index);
  }
  const byId = new Map(entries.map((e) => [e.id, e.title]));
  return index.search(query, index.size).ids.map((id) => byId.get(id) ?? '');
}

export const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
export const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
export const worst = (values: readonly number[]) => Math.max(...values);
/** One printed figure: what, ours, then the target and the raw comparison in brackets. */
export const report = (what: string, ours: string, note: string) => console.log(`${what.padEnd(58)} ${ours.padEnd(28)} [${note}]`);

// ---- In the page. These run in Chromium, so they use only browser APIs and their arguments. ----

/** tsx compiles with keepNames, which calls `__name` inside functions handed to the page. */
export const KEEP_NAMES_SHIM = 'globalThis.__name = (fn) => fn;';

/**
 * Records when the first journal card the app itself rendered enters the DOM after a navigation,
 * and the next frame. The copy of the last visit's screen that index.html shows before the code
 * arrives (#first-screen-snapshot) does not count there: that card is recorded on its own (copyAt).
 */
export const FIRST_CARD_PROBE = `(${String(() => {
  const state: { cardAt: number | null; frameAt: number | null; copyAt: number | null } = { cardAt: null, frameAt: null, copyAt: null };
  Object.assign(window, { __firstCard: state });
  const observer = new MutationObserver(() => {
    if (state.copyAt === null && document.querySelector('#first-screen-snapshot [role=feed] article')) state.copyAt = performance.now();
    if (!document.querySelector('#root > :not(#first-screen-snapshot) [role=feed] article')) return;
    state.cardAt = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => (state.frameAt = performance.now()));
  });
  observer.observe(document, { childList: true, subtree: true });
})})();`;

export interface ListWatch {
  /** The first titles the list must show, in order. */
  titles: string[];
  /** The list must hold exactly these cards (fewer matches than `titles` could hold). */
  exact: boolean;
  /** 'click' on the Save Entry button or an 'input' event starts the clock. */
  trigger: 'click' | 'input';
}

export interface WatchResult {
  startAt: number | null;
  shownAt: number | null;
  frameAt: number | null;
}

/**
 * Starts the clock at the trigger event and stops it when the list shows `titles` (or "No entries
 * found" when empty), then again at the next animation frame: when it is on screen.
 */
export function watchList({ titles, exact, trigger }: ListWatch): void {
  const result: WatchResult = { startAt: null, shownAt: null, frameAt: null };
  Object.assign(window, { __watch: result });
  const shows = () => {
    if (titles.length === 0) return [...document.querySelectorAll('h2')].some((h) => h.textContent?.trim() === 'No entries found');
    const cards = [...document.querySelectorAll<HTMLElement>('[role=feed] [data-index]')].sort((a, b) => Number(a.dataset.index) - Number(b.dataset.index));
    const shown = cards.map((card) => card.querySelector('h2')?.textContent?.trim());
    if (exact ? shown.length !== titles.length : shown.length < titles.length) return false;
    return titles.every((title, i) => shown[i] === title);
  };
  const observer = new MutationObserver(() => {
    if (result.startAt === null || !shows()) return;
    result.shownAt = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => (result.frameAt = performance.now()));
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  const start = (event: Event) => {
    if (trigger === 'click' && !(event.target instanceof Element && event.target.closest('button')?.textContent?.includes('Save Entry'))) return;
    result.startAt = event.timeStamp;
    document.removeEventListener(trigger, start, true);
  };
  document.addEventListener(trigger, start, true);
}

/** How many rows the database's entries store holds (0 before the app has made it). */
export async function idbEntryCount(name: string): Promise<number> {
  // Opening a database that does not exist yet would create it under the app's feet.
  if (!(await indexedDB.databases()).some((info) => info.name === name)) return 0;
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(name);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  try {
    if (!db.objectStoreNames.contains('entries')) return 0;
    const request = db.transaction('entries').objectStore('entries').count();
    return await new Promise<number>((resolve, reject) => ((request.onsuccess = () => resolve(request.result)), (request.onerror = () => reject(request.error))));
  } finally {
    db.close();
  }
}

/**
 * The same work done directly on IndexedDB and fetch in this page, for the comparisons: reads
 * of the app's database, a search by scanning rows or an in-memory copy, the changes feed
 * fetched whole, and puts into a scratch database with the app's entry indexes.
 */
export async function rawFigures({ name, queries, schemaVersion }: { name: string; queries: string[]; schemaVersion: string }) {
  type Row = { title: string; content: string; createdAt: string };
  const ask = <T>(request: IDBRequest<T>) => new Promise<T>((resolve, reject) => ((request.onsuccess = () => resolve(request.result)), (request.onerror = () => reject(request.error))));
  const done = (tx: IDBTransaction) => new Promise<void>((resolve, reject) => ((tx.oncomplete = () => resolve()), (tx.onerror = tx.onabort = () => reject(tx.error))));
  const timed = async <T>(run: () => Promise<T>): Promise<[T, number]> => {
    const started = performance.now();
    const value = await run();
    return [value, performance.now() - started];
  };
  const matches = (rows: Row[], query: string) => rows.filter((r) => r.title.toLowerCase().includes(query) || r.content.toLowerCase().includes(query));

  const app = await ask(indexedDB.open(name));
  const store = () => app.transaction('entries').objectStore('entries');
  const [, countMs] = await timed(() => ask(store().count()));
  const [, newestMs] = await timed(async () => {
    const cursor = store().index('createdAt').openCursor(null, 'prev');
    const rows: unknown[] = [];
    for (let c = await ask(cursor); c && rows.length < 30; c = await ask(cursor)) {
      rows.push(c.value);
      c.continue();
    }
    return rows;
  });
  // One request for the page, as Dexie does for a range query without a JS filter (IndexedDB 3).
  const [, newestOneRequestMs] = await timed(() => {
    const index = store().index('createdAt') as IDBIndex & { getAll(options: { count: number; direction: IDBCursorDirection }): IDBRequest<unknown[]> };
    return 'getAllRecords' in index ? ask(index.getAll({ count: 30, direction: 'prev' })) : Promise.resolve([]);
  });
  const [rows, getAllMs] = await timed(async () => (await ask(store().getAll())) as Row[]);
  const scanMs: number[] = [];
  const memoryMs: number[] = [];
  for (const query of queries) {
    scanMs.push((await timed(async () => matches((await ask(store().getAll())) as Row[], query)))[1]);
    memoryMs.push((await timed(async () => matches(rows, query)))[1]);
  }
  app.close();

  let bytes = 0;
  const [, fetchMs] = await timed(async () => {
    for (let since = 0; ; ) {
      const response = await fetch(`/api/sync/changes?since=${since}&limit=1000`, { headers: { 'X-Schema-Version': schemaVersion } });
      const text = await response.text();
      bytes += text.length;
      const body = JSON.parse(text) as { cursor: number; hasMore: boolean };
      since = body.cursor;
      if (!body.hasMore) break;
    }
  });

  await ask(indexedDB.deleteDatabase('bench-raw'));
  const opening = indexedDB.open('bench-raw', 1);
  opening.onupgradeneeded = () => {
    const entries = opening.result.createObjectStore('entries', { keyPath: 'id' });
    for (const index of ['createdAt', 'updatedAt']) entries.createIndex(index, index);
    entries.createIndex('tags', 'tags', { multiEntry: true });
  };
  const scratch = await ask(opening);
  const write = (name = 'entries') => scratch.transaction(name, 'readwrite');
  const putAll = (name: string) =>
    timed(async () => {
      const tx = write(name);
      for (const row of rows) tx.objectStore(name).put(row);
      await done(tx);
    });
  const [, bulkPutMs] = await putAll('entries');
  const putMs: number[] = [];
  for (let i = 0; i < 7; i += 1) {
    const tx = write();
    putMs.push((await timed(() => (tx.objectStore('entries').put({ ...rows[i], id: -1 - i, createdAt: new Date().toISOString() }), done(tx))))[1]);
  }
  scratch.close();
  await ask(indexedDB.deleteDatabase('bench-raw'));
  return { countMs, newestMs, newestOneRequestMs, getAllMs, scanMs, memoryMs, fetchMs, fetchedMb: bytes / 1e6, bulkPutMs, putMs };
}
