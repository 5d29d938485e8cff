/**
 * Records read by id for the screens: the `visible…` reads answer nothing for a record whose delete
 * is queued; the `…ById` reads answer whatever the device holds (a title for a removed filter).
 */
import type { LearnLogDatabase } from '../database';
import type { LocalEntry, LocalGoal, LocalResource } from '../local-records';

const shown = <T extends { _deleted?: boolean }>(row: T | undefined): T | undefined => (row && !row._deleted ? row : undefined);

export const entryById = (db: LearnLogDatabase, id: number): Promise<LocalEntry | undefined> => db.entries.get(id);
export const resourceById = (db: LearnLogDatabase, id: number): Promise<LocalResource | undefined> => db.resources.get(id);
export const goalById = (db: LearnLogDatabase, id: number): Promise<LocalGoal | undefined> => db.goals.get(id);

export const visibleEntry = async (db: LearnLogDatabase, id: number) => shown(await entryById(db, id));
export const visibleResource = async (db: LearnLogDatabase, id: number) => shown(await resourceById(db, id));
export const visibleGoal = async (db: LearnLogDatabase, id: number) => shown(await goalById(db, id));

/** The entries of `ids` in that order (undefined where the device has none), in one request. */
export const entriesByIds = (db: LearnLogDatabase, ids: number[]): Promise<Array<LocalEntry | undefined>> => db.entries.bulkGet(ids);
