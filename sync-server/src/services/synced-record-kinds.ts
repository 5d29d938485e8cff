/**
 * Each synced kind's service calls, keyed by the registry's name: the push dispatch and the generic
 * routes run these. A kind with rules of its own has a file in services/kinds/; any other kind gets
 * the generic service (synced-record-generic.ts).
 */
import { SYNCED_TABLES, type SyncedTable } from '@learnlog/shared';
import type { KindServices } from './kinds/kind-services';
import { journalEntriesServices } from './kinds/journal-entries';
import { learnPlansServices } from './kinds/learn-plans';
import { learningGoalsServices } from './kinds/learning-goals';
import { resourcesServices } from './kinds/resources';
import { reviewLogsServices } from './kinds/review-logs';
import { genericServices } from './synced-record-generic';

export { id, ok, without, type KindServices, type ServerMutation } from './kinds/kind-services';

/** The kinds with rules of their own (limits, gates, photos, public addresses, special mutations), one line each. */
const OWN_SERVICES: Partial<Record<SyncedTable, KindServices>> = {
  journal_entries: journalEntriesServices,
  resources: resourcesServices,
  learning_goals: learningGoalsServices,
  learn_plans: learnPlansServices,
  review_logs: reviewLogsServices,
};

export const KIND_SERVICES = Object.fromEntries(SYNCED_TABLES.map((name) => [name, OWN_SERVICES[name] ?? (genericServices(name) satisfies KindServices)])) as Record<SyncedTable, KindServices>;
