/**
 * The shared mutators of the synced kinds in one table, for code that handles every kind
 * alike (the device's repository, the contract test). Each answers the record's fields without
 * the sync columns: a create from the parsed create body, an edit's patch from the current record
 * and the parsed changes. The server's services call the typed functions directly.
 */
import type { SyncedTable } from '../api/sync.schema';
import { entryPatch, newEntryFields, type EntryChanges, type EntryCreate } from './journal-entry.mutators';
import { learnPlanPatch, newLearnPlanFields, type LearnPlanChanges, type LearnPlanCreate } from './learn-plan.mutators';
import { goalPatch, newGoalFields, type GoalChanges, type GoalCreate } from './learning-goal.mutators';
import type { MutatorContext } from './mutator-context';
import { newResourceFields, resourcePatch, type ResourceChanges, type ResourceCreate } from './resource.mutators';
import { newReviewLogFields, type ReviewLogCreate } from './review-log.mutators';

type Fields = Record<string, unknown>;

export interface SyncedMutators {
  /** `input`: the create body as the kind's shared create schema parsed it. */
  create(input: Fields, ctx: MutatorContext): Fields;
  /** `changes`: the edit as the kind's shared update schema parsed it, without `base`. */
  update(current: Fields, changes: Fields, ctx: MutatorContext): Fields;
}

// The casts are the contract: callers pass what the kind's shared schema parsed.
export const SYNCED_MUTATORS: Record<SyncedTable, SyncedMutators> = {
  journal_entries: {
    create: (input, ctx) => newEntryFields(input as EntryCreate, ctx),
    update: (current, changes, ctx) => entryPatch(current as Parameters<typeof entryPatch>[0], changes as EntryChanges, ctx),
  },
  resources: {
    create: (input, ctx) => newResourceFields(input as ResourceCreate, ctx),
    update: (current, changes, ctx) => resourcePatch(current as Parameters<typeof resourcePatch>[0], changes as ResourceChanges, ctx),
  },
  learning_goals: {
    create: (input, ctx) => newGoalFields(input as GoalCreate, ctx),
    update: (current, changes, ctx) => goalPatch(current as Parameters<typeof goalPatch>[0], changes as GoalChanges, ctx),
  },
  learn_plans: {
    create: (input) => newLearnPlanFields(input as LearnPlanCreate),
    update: (_current, changes) => learnPlanPatch(changes as LearnPlanChanges),
  },
  review_logs: {
    create: (input, ctx) => newReviewLogFields(input as ReviewLogCreate, ctx),
    update: () => {
      throw new Error('Review logs are append-only');
    },
  },
};
