/** Id bookkeeping of an import: which table each kind lives in, and new ids for re-imported deleted records. */
import type { ImportBundle } from '@learnlog/shared';

/** The table (its key in `db.t`) each kind of the bundle is written to. */
export const IMPORT_TABLES = { entries: 'journalEntries', resources: 'resources', goals: 'learningGoals', learnPlans: 'learnPlans' } as const;

/** Per kind, old id → new id. */
export type IdMaps = Record<keyof typeof IMPORT_TABLES, Map<number, number>>;

const swap = (ids: number[] | undefined, map: Map<number, number>) => ids?.map((id) => map.get(id) ?? id);

const own = (id: number, map: Map<number, number>) => map.get(id) ?? id;

/**
 * Each kind's records with every changed id replaced, in the record and in every reference to
 * it; one chunk at a time as it is written, so no turn maps a whole large file.
 */
export const remapImport = {
  entries: (bundle: ImportBundle['entries'], maps: IdMaps) =>
    bundle.map((e) => ({ ...e, id: own(e.id, maps.entries), linkedResources: swap(e.linkedResources, maps.resources), linkedGoals: swap(e.linkedGoals, maps.goals) })),
  resources: (bundle: ImportBundle['resources'], maps: IdMaps) => bundle.map((r) => ({ ...r, id: own(r.id, maps.resources) })),
  goals: (bundle: ImportBundle['goals'], maps: IdMaps) =>
    bundle.map((g) => ({
      ...g,
      id: own(g.id, maps.goals),
      linkedJournalEntries: swap(g.linkedJournalEntries, maps.entries),
      linkedResources: swap(g.linkedResources, maps.resources),
    })),
  learnPlans: (bundle: ImportBundle['learnPlans'], maps: IdMaps) =>
    bundle.map((p) => ({
      ...p,
      id: own(p.id, maps.learnPlans),
      linkedResourceIds: swap(p.linkedResourceIds, maps.resources),
      linkedJournalEntryIds: swap(p.linkedJournalEntryIds, maps.entries),
    })),
  milestones: (bundle: ImportBundle['milestones'], maps: IdMaps) => bundle.map((m) => ({ ...m, planId: own(m.planId, maps.learnPlans) })),
};

/** Whether any id changes: if none, the records are written as they are. */
export const anyRemapped = (maps: IdMaps): boolean => Object.values(maps).some((map) => map.size > 0);
