/** One resource from the device, live: undefined while reading, null when there is none. */
import { useLiveQuery } from 'dexie-react-hooks';
import type { LocalResource } from '../../../db/local-records';
import { visibleResource } from '../../../db/queries/records-by-id';
import { useDatabase } from '../../../sync/sync-context';

export function useResource(id: number | null): LocalResource | null | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => (id === null ? null : ((await visibleResource(db, id)) ?? null)), [db, id]);
}

/** A record id from the address, or null when it is not one. */
export function recordIdParam(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
}
