/** Live reads for the learn plans screen, all from the device's database (they work offline). */
import { useLiveQuery } from 'dexie-react-hooks';
import type { LocalEntry, LocalLearnPlan, LocalResource } from '../../../db/local-records';
import { listRecords } from '../../../sync/record-queries';
import { useDatabase } from '../../../sync/sync-context';

/** Every plan, newest first; undefined while the first read is on its way. */
export function useLearnPlans(): LocalLearnPlan[] | undefined {
  const db = useDatabase();
  return useLiveQuery(() => listRecords(db, 'learn_plans') as Promise<LocalLearnPlan[]>, [db]);
}

export interface LearnPlanLinkSources {
  resources: LocalResource[];
  entries: LocalEntry[];
}

/** The resources and entries a plan can link to, and that its card and detail show. */
export function usePlanLinkSources(): LearnPlanLinkSources {
  const db = useDatabase();
  const sources = useLiveQuery(
    async () => ({
      resources: (await listRecords(db, 'resources')) as LocalResource[],
      entries: (await listRecords(db, 'journal_entries')) as LocalEntry[],
    }),
    [db],
  );
  return sources ?? { resources: [], entries: [] };
}
