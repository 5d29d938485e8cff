import { useLiveQuery } from 'dexie-react-hooks';
import { ONBOARDING } from '@learnlog/shared';
import type { LearnLogDatabase } from '../../../db/database';
import type { LocalEntry, LocalGoal, LocalResource } from '../../../db/local-records';
import { newestRecords } from '../../../db/queries/recent-records';
import { countRecords } from '../../../sync/record-queries';
import { useDatabase } from '../../../sync/sync-context';

/** The newest few records of a kind and how many there are, for a step's summary. */
export interface StepSummary<T> {
  items: T[];
  total: number;
}

export interface OnboardingProgress {
  resources: StepSummary<LocalResource>;
  goals: StepSummary<LocalGoal>;
  entries: StepSummary<LocalEntry>;
}

const SHOWN = ONBOARDING.summaryItems;

async function readOnboardingProgress(db: LearnLogDatabase): Promise<OnboardingProgress> {
  const [resources, goals, entries, resourceCount, goalCount, entryCount] = await Promise.all([
    // Only the newest few are read: thousands of entries cost nothing here.
    newestRecords(db, 'resources', SHOWN),
    newestRecords(db, 'goals', SHOWN),
    newestRecords(db, 'entries', SHOWN),
    countRecords(db, 'resources'),
    countRecords(db, 'learning_goals'),
    countRecords(db, 'journal_entries'),
  ]);
  return {
    resources: { items: resources, total: resourceCount },
    goals: { items: goals, total: goalCount },
    entries: { items: entries, total: entryCount },
  };
}

/** What the learner has on this device so far; undefined while it is read. */
export function useOnboardingProgress(): OnboardingProgress | undefined {
  const db = useDatabase();
  return useLiveQuery(() => readOnboardingProgress(db), [db]);
}
