/** Each synced kind's service calls, keyed by the registry's name: the push dispatch and the generic routes run these. */
import type { SyncedTable } from '@learnlog/shared';
import type { KindServices } from './kinds/kind-services';
import { journalEntriesServices } from './kinds/journal-entries';
import { learnPlansServices } from './kinds/learn-plans';
import { learningGoalsServices } from './kinds/learning-goals';
import { resourcesServices } from './kinds/resources';
import { reviewLogsServices } from './kinds/review-logs';

export { id, ok, without, type KindServices, type ServerMutation } from './kinds/kind-services';

/** One line per kind; what each kind does on the server is in its own file, services/kinds/<kind>.ts. */
export const KIND_SERVICES: Record<SyncedTable, KindServices> = {
  journal_entries: journalEntriesServices,
  resources: resourcesServices,
  learning_goals: learningGoalsServices,
  learn_plans: learnPlansServices,
  review_logs: reviewLogsServices,
};
