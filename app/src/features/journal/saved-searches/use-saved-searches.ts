/** Live read of the learner's saved searches on this device (queued deletes never show). */
import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../../sync/sync-context';
import { listSavedSearches, type LocalSavedSearch } from './saved-search-writes';

/** undefined while the first read is on its way. */
export function useSavedSearches(): LocalSavedSearch[] | undefined {
  const db = useDatabase();
  return useLiveQuery(() => listSavedSearches(db), [db]);
}
