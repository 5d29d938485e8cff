/**
 * Every synced kind, declared once, and every named mutation the outbox carries
 * (docs/adding-a-synced-kind.md). Their order is the order a pull applies and an export writes them.
 */
import { reminderSettingsSchema } from '../entities/reminders.schema';
import { updateAuthUserInputSchema } from '../entities/user.schema';
import { crudMutations, mutation, type IdField, type KindDef, type MutationDef } from './define-kind';
import { journalEntriesKind } from './journal-entries.kind';
import { learnPlansKind } from './learn-plans.kind';
import { learningGoalsKind } from './learning-goals.kind';
import { resourcesKind } from './resources.kind';
import { reviewLogsKind } from './review-logs.kind';
import { savedSearchesKind } from './saved-searches.kind';

export type { AlsoWrites, IdField, KindDef, MutationDef, MutationEffect, MutationTraits, SyncedMutators } from './define-kind';

export const SYNCED_KINDS = {
  journal_entries: journalEntriesKind,
  resources: resourcesKind,
  learning_goals: learningGoalsKind,
  learn_plans: learnPlansKind,
  review_logs: reviewLogsKind,
  saved_searches: savedSearchesKind,
} as const satisfies { [N in string]: KindDef<N> };

/** A synced kind's one name, as in /api/sync/changes and the mutation names. */
export type SyncedTable = keyof typeof SYNCED_KINDS;
export type SyncedKind = (typeof SYNCED_KINDS)[SyncedTable];

/** Synced kinds' names, in the registry's order. */
export const SYNCED_TABLES = Object.keys(SYNCED_KINDS) as [SyncedTable, ...SyncedTable[]];

const KIND_LIST: readonly KindDef[] = Object.values(SYNCED_KINDS);

// Every idFields target is a kind of the registry.
for (const kind of KIND_LIST) {
  for (const [field, target] of Object.entries(kind.idFields) as [string, IdField][]) {
    if (!(target.kind in SYNCED_KINDS)) throw new Error(`${kind.name}.${field} names no synced kind: ${target.kind}`);
  }
}

const USER_MUTATIONS: MutationDef[] = [
  mutation('user.update', updateAuthUserInputSchema, () => undefined, undefined, { route: 'PUT /api/auth/user' }),
  mutation('reminders.update', reminderSettingsSchema, () => undefined, undefined, { route: 'PUT /api/reminders' }),
];

/** Every named mutation by name: each kind's create/update/delete and its own, then the user's. */
export const SYNCED_MUTATIONS: Readonly<Record<string, MutationDef>> = Object.fromEntries(
  [...KIND_LIST.flatMap((kind) => [...crudMutations(kind), ...Object.values(kind.mutations)]), ...USER_MUTATIONS].map((m) => [m.name, m]),
);
