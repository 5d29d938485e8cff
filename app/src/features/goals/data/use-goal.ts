/** One goal from the device, live: undefined while reading, null when there is none. */
import { useLiveQuery } from 'dexie-react-hooks';
import type { LocalGoal } from '../../../db/local-records';
import { visibleGoal } from '../../../db/queries/records-by-id';
import { useDatabase } from '../../../sync/sync-context';

export function useGoal(id: number | null): LocalGoal | null | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => (id === null ? null : ((await visibleGoal(db, id)) ?? null)), [db, id]);
}

/** A record id from the address, or null when it is not one. */
export function goalIdParam(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
}
