/**
 * What a synced kind declares once (docs/adding-a-synced-kind.md): everything the device, the
 * server and export/import derive for it is read from its entry.
 */
import { z } from 'zod';
import type { MutatorContext } from '../mutators/mutator-context';

type Fields = Record<string, unknown>;

/** A kind's shared mutators: the record's fields without the sync columns, the same on device and server. */
export interface SyncedMutators {
  /** `input`: the create body as the kind's shared create schema parsed it. */
  create(input: Fields, ctx: MutatorContext): Fields;
  /** `changes`: the edit as the kind's shared update schema parsed it, without `base`. */
  update(current: Fields, changes: Fields, ctx: MutatorContext): Fields;
}

/** A named mutation (docs/sync-protocol.md, rule 3): the outbox carries `{name, args}`. */
export interface MutationDef<Args extends z.ZodType = z.ZodType> {
  name: string;
  /** The body schema extended with its id fields; the server checks args with it. */
  args: Args;
  /** The kind it writes, or undefined for one that is not a synced record (user, reminders). */
  kind?: string;
  /** The id of the record it writes (a create's device-made id; a milestone's plan). */
  recordOf(args: Fields): number | undefined;
}

/**
 * A field holding other records' ids (a list, or one id) and what deleting one of those records
 * does to it: 'unlink' takes the id out of the list in the delete's transaction; 'keep' leaves it
 * (a review stays in the history of a deleted entry).
 */
export interface IdField {
  kind: string;
  onDelete: 'unlink' | 'keep';
}

export interface KindDef<Name extends string = string> {
  /** The one name: wire, server table and mutation prefix. */
  name: Name;
  /** How the learner reads it: "Restored: this {noun} was deleted on another device". */
  noun: string;
  /** The documented REST collection. */
  path: string;
  rowSchema: z.ZodObject;
  createSchema: z.ZodObject;
  /** undefined: append-only, neither updated nor deleted. */
  updateSchema?: z.ZodObject;
  mutators: SyncedMutators;
  textFields: readonly string[];
  idFields: Readonly<Record<string, IdField>>;
  /** The IndexedDB store (kept from before the registry: renaming would copy every learner's data). */
  deviceStore: string;
  /** Its current Dexie index string. */
  deviceIndexes: string;
  /**
   * The Dexie schema version that adds its store, for a kind added after version 6: the device's
   * database declares it from here (app/src/db/database.ts). Undefined: declared there by hand.
   */
  deviceSince?: number;
  /** Its key in an export document and the schema an import reads its rows with. */
  exportShape: { key: string; importSchema: z.ZodType };
  /** Its named mutations beyond create, update and delete. */
  mutations: Readonly<Record<string, MutationDef>>;
}

const idArgs = z.object({ id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** A named mutation of a kind (or of none). */
export function mutation<Args extends z.ZodType>(name: string, args: Args, recordOf: (args: Fields) => number | undefined, kind?: string): MutationDef<Args> {
  return { name, args, kind, recordOf };
}

/** The record a mutation writes is the one its `id` names. */
export const byId = (args: Fields): number | undefined => args.id as number | undefined;

/** create, and (unless append-only) update and delete, named `<kind>.create` etc. */
export function crudMutations(kind: KindDef): MutationDef[] {
  const create = mutation(`${kind.name}.create`, kind.createSchema, byId, kind.name);
  if (!kind.updateSchema) return [create];
  return [create, mutation(`${kind.name}.update`, kind.updateSchema.extend(idArgs.shape), byId, kind.name), mutation(`${kind.name}.delete`, idArgs, byId, kind.name)];
}

/** The args of a mutation on one record: its body extended with the record's `id`. */
export const withId = <S extends z.ZodObject>(body: S) => body.extend(idArgs.shape);

export function defineKind<const Name extends string>(kind: KindDef<Name>): KindDef<Name> {
  return kind;
}
