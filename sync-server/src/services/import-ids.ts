/** Id bookkeeping of an import: which table each kind lives in, and new ids for re-imported deleted records. */
import type { ImportBundle } from '@learnlog/shared';
import { journalEntries, learnPlans, learningGoals, resources } from '../db/schema';

export const IMPORT_TABLES = { entries: journalEntries, resources, goals: learningGoals, learnPlans } as const;

/** Per kind, old id → new id. */
export type IdMaps = Record<keyof typeof IMPORT_TABLES, Map<number, number>>;

const swap = (ids: number[] | undefined, map: Map<number, number>) => ids?.map((id) => map.get(id) ?? id);

/** The bundle with every changed id replaced, in the records and in every reference to them. */
export function remapImportIds(bundle: ImportBundle, maps: IdMaps): ImportBundle {
  const own = (id: number, map: Map<number, number>) => map.get(id) ?? id;
  return {
    ...bundle,
    entries: bundle.entries.map((e) => ({
      ...e,
      id: own(e.id, maps.entries),
      linkedResources: swap(e.linkedResources, maps.resources),
      linkedGoals: swap(e.linkedGoals, maps.goals),
    })),
    resources: bundle.resources.map((r) => ({ ...r, id: own(r.id, maps.resources) })),
    goals: bundle.goals.map((g) => ({
      ...g,
      id: own(g.id, maps.goals),
      linkedJournalEntries: swap(g.linkedJournalEntries, maps.entries),
      linkedResources: swap(g.linkedResources, maps.resources),
    })),
    learnPlans: bundle.learnPlans.map((p) => ({
      ...p,
      id: own(p.id, maps.learnPlans),
      linkedResourceIds: swap(p.linkedResourceIds, maps.resources),
      linkedJournalEntryIds: swap(p.linkedJournalEntryIds, maps.entries),
    })),
    milestones: bundle.milestones.map((m) => ({ ...m, planId: own(m.planId, maps.learnPlans) })),
  };
}
