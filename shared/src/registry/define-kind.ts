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

/** What a mutation does to its record, as the generic outbox code reads it. */
export type MutationEffect = 'create' | 'update' | 'delete' | 'other';

/**
 * Another record a mutation writes too, named by one of its args (linking a goal writes the goal):
 * those of its fields stay pending until the answer, whose `answerField` holds that record's row.
 */
export interface AlsoWrites {
  arg: string;
  kind: string;
  fields: readonly string[];
  answerField: string;
}

/** How a mutation reads to the generic device code (defaults: an edit of its `id`'s record). */
export interface MutationTraits {
  effect?: MutationEffect;
  /** The arg holding its record's id ('id'; a milestone's `planId`). */
  recordArg?: string;
  /** The fields of its record it leaves pending: all (a create), its args' own ('args', without ids and `base`), or these. */
  pends?: 'all' | 'args' | readonly string[];
  /** Where its record's row is in the answer, when the answer is not that row itself; null: the answer holds none. */
  answerField?: string | null;
  alsoWrites?: AlsoWrites;
  /** A 404 (its record is gone on the server): 'restore' brings the learner's version back as a new record; 'drop' forgets the change. */
  onNotFound?: 'restore' | 'drop';
  /** `METHOD /path/:param`: the documented REST call it is on its own (the server's own route). */
  route?: string;
}

/** A named mutation (docs/sync-protocol.md, rule 3): the outbox carries `{name, args}`. */
export interface MutationDef<Args extends z.ZodType = z.ZodType> extends Required<Omit<MutationTraits, 'answerField' | 'alsoWrites' | 'route'>> {
  name: string;
  /** The body schema extended with its id fields; the server checks args with it. */
  args: Args;
  /** The kind it writes, or undefined for one that is not a synced record (user, reminders). */
  kind?: string;
  /** The id of the record it writes (a create's device-made id; a milestone's plan). */
  recordOf(args: Fields): number | undefined;
  answerField?: string | null;
  alsoWrites?: AlsoWrites;
  route: string;
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
  exportShape: {
    key: string;
    importSchema: z.ZodType;
    /** Written and read by its own export/import code (Markdown files, photos, milestones…); otherwise generically (data-transfer/export-kinds.ts). */
    ownRules?: true;
  };
  /** Its named mutations beyond create, update and delete. */
  mutations: Readonly<Record<string, MutationDef>>;
  /** A write of it asks the browser to keep this device's data (the learner's own writing). */
  asksPersistentStorage?: boolean;
}

const idArgs = z.object({ id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** A named mutation of a kind (or of none). */
export function mutation<Args extends z.ZodType>(
  name: string,
  args: Args,
  recordOf: (args: Fields) => number | undefined,
  kind?: string,
  traits: MutationTraits = {},
): MutationDef<Args> {
  const { effect = 'update', recordArg = 'id', pends = 'args', onNotFound = 'restore', route = '', ...rest } = traits;
  return { name, args, kind, recordOf, effect, recordArg, pends, onNotFound, route, ...rest };
}

/** The record a mutation writes is the one its `id` names. */
export const byId = (args: Fields): number | undefined => args.id as number | undefined;

/** create, and (unless append-only) update and delete, named `<kind>.create` etc. */
export function crudMutations(kind: KindDef): MutationDef[] {
  const create = mutation(`${kind.name}.create`, kind.createSchema, byId, kind.name, { effect: 'create', pends: 'all', route: `POST ${kind.path}` });
  if (!kind.updateSchema) return [create];
  const update = mutation(`${kind.name}.update`, kind.updateSchema.extend(idArgs.shape), byId, kind.name, { route: `PUT ${kind.path}/:id` });
  const remove = mutation(`${kind.name}.delete`, idArgs, byId, kind.name, { effect: 'delete', pends: ['_deleted'], route: `DELETE ${kind.path}/:id` });
  return [create, update, remove];
}

/** The args of a mutation on one record: its body extended with the record's `id`. */
export const withId = <S extends z.ZodObject>(body: S) => body.extend(idArgs.shape);

export function defineKind<const Name extends string>(kind: KindDef<Name>): KindDef<Name> {
  return kind;
}
