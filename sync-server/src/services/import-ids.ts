/** Id bookkeeping of an import: which table each kind lives in, and new ids for re-imported deleted records. */
import { SYNCED_KINDS, makeRecordId, type ImportBundle, type KindDef, type PlainImportRecord, type SyncedTable } from '@learnlog/shared';

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

/** Per plain kind (by export key), old id → new id. */
export type PlainIdMaps = Record<string, Map<number, number>>;

/** A new id for each of `deleted` (ids of records deleted here), none of them in `records` or `deleted`. */
export function newIdsFor(records: readonly { id: number }[], deleted: ReadonlySet<number>, now: Date): Map<number, number> {
  const map = new Map<number, number>();
  const taken = new Set([...records.map((record) => record.id), ...deleted]);
  for (const id of deleted) {
    let next = makeRecordId(now.getTime());
    while (taken.has(next)) next = makeRecordId(now.getTime());
    taken.add(next);
    map.set(id, next);
  }
  return map;
}

/** A plain kind's records with their own changed ids, and every idFields reference to a kind that had some. */
export function remapPlain(kind: KindDef, chunk: PlainImportRecord[], plainMaps: PlainIdMaps, maps: IdMaps): PlainImportRecord[] {
  const mapOf = (name: string): Map<number, number> | undefined => {
    const key = SYNCED_KINDS[name as SyncedTable]?.exportShape.key;
    return key === undefined ? undefined : (maps[key as keyof IdMaps] ?? plainMaps[key]);
  };
  const ownMap = plainMaps[kind.exportShape.key];
  const fields = Object.entries(kind.idFields).map(([field, target]) => [field, mapOf(target.kind)] as const).filter(([, map]) => map && map.size > 0);
  if (!ownMap?.size && fields.length === 0) return chunk;
  return chunk.map((record) => {
    const out: PlainImportRecord = { ...record, id: ownMap ? own(record.id, ownMap) : record.id };
    for (const [field, map] of fields) {
      const value = record[field];
      if (map && Array.isArray(value)) out[field] = swap(value as number[], map);
      else if (map && typeof value === 'number') out[field] = own(value, map);
    }
    return out;
  });
}
