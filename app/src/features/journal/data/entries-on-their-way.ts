/**
 * New entries between the learner's Save and the device database answering: the journal shows
 * them in the same frame as the click (the write, the card index and the list's read take
 * several frames at 10,000 entries). An entry leaves once the list read has it, or at once if
 * its save failed (the dialog keeps the learner's text and says why).
 */
import { useSyncExternalStore } from 'react';
import type { LearnLogDatabase } from '../../../db/database';
import type { LocalEntry } from '../../../db/local-records';

type Store = { entries: readonly LocalEntry[]; listeners: Set<() => void> };

const stores = new WeakMap<LearnLogDatabase, Store>();
const NONE: readonly LocalEntry[] = [];

function storeOf(db: LearnLogDatabase): Store {
  let store = stores.get(db);
  if (!store) {
    store = { entries: NONE, listeners: new Set() };
    stores.set(db, store);
  }
  return store;
}

function change(db: LearnLogDatabase, next: (entries: readonly LocalEntry[]) => readonly LocalEntry[]): void {
  const store = storeOf(db);
  store.entries = next(store.entries);
  for (const listener of store.listeners) listener();
}

export const entriesOnTheirWay = (db: LearnLogDatabase): readonly LocalEntry[] => storeOf(db).entries;

export function showOnItsWay(db: LearnLogDatabase, entry: LocalEntry): void {
  change(db, (entries) => [entry, ...entries]);
}

export function forgetOnItsWay(db: LearnLogDatabase, ids: ReadonlySet<number>): void {
  if (storeOf(db).entries.some((entry) => ids.has(entry.id))) change(db, (entries) => entries.filter((entry) => !ids.has(entry.id)));
}

export function useEntriesOnTheirWay(db: LearnLogDatabase): readonly LocalEntry[] {
  const store = storeOf(db);
  return useSyncExternalStore(
    (listener) => {
      store.listeners.add(listener);
      return () => store.listeners.delete(listener);
    },
    () => store.entries,
  );
}
