/** What the server binds to a synced kind: its service calls, and the hooks its routes and the push run around them. */
import type { Response } from 'express';
import type { z } from 'zod';
import type { Database, Queries } from '../../db/database';
import type { UserRow } from '../../db/schema';
import type { WriteAnswer, WriteContext } from '../idempotency.service';
import type { RowOf, SyncedKey } from '../synced-record.service';

export type Fields = Record<string, unknown>;

/** What a kind's `beforeWrite` did ahead of the write's transaction. */
export interface PreparedWrite {
  /** The input the write then gets (e.g. photos replaced by their references). */
  input: Fields;
  /** What the write and its answer may use (e.g. the photos just stored); opaque to the plumbing. */
  data?: unknown;
}

/** A named mutation's server side. */
export interface ServerMutation {
  /** Its REST call, `METHOD /path/:param`: the params are args fields, the rest of args its body. */
  route: string;
  /** Work before the write's transaction (the kind's `beforeWrite`), on the same args. */
  prepare?(db: Database, userId: number, args: Fields, now: Date): Promise<PreparedWrite>;
  /** `args`: as the registry's args schema parsed them (or as `prepare` answered them); `sent`: the body as sent (without the params). */
  run(tx: Queries, context: WriteContext, args: Fields, sent: Fields, prepared?: PreparedWrite): Promise<WriteAnswer>;
}

export const id = (args: Fields) => args.id as number;
export const without = (args: Fields, ...keys: string[]) => Object.fromEntries(Object.entries(args).filter(([key]) => !keys.includes(key)));
export const ok = async (status: number, body: Promise<unknown>): Promise<WriteAnswer> => ({ status, body: await body });

/** A list in the body validated item by item, a turn apart (middleware/validate.ts, validateBodyInTurns). */
interface ListInTurns {
  key: string;
  item: z.ZodType;
  maxItems: number;
}

export interface KindServices {
  /** A stored row as the API and the changes feed send it. */
  toWire(row: RowOf<SyncedKey>): Record<string, unknown>;
  list(db: Queries, userId: number): Promise<unknown[]>;
  /** `input`: the create body as the kind's create schema parsed it; `prepared`: its `beforeWrite`'s data. */
  create(tx: Queries, user: UserRow, input: Fields, now: Date, prepared?: unknown): Promise<unknown>;
  /** undefined: append-only. `input`: the PUT body as the kind's update schema parsed it. */
  update?(tx: Queries, user: UserRow, id: number, input: Fields, now: Date, prepared?: unknown): Promise<unknown>;
  /** undefined: never deleted. */
  remove?(tx: Queries, user: UserRow, id: number, now: Date): Promise<void>;
  /** The server side of the kind's special named mutations, by the key in its registry entry's `mutations`. */
  mutations?: Readonly<Record<string, ServerMutation>>;
  /** How large its create's and update's body may be from a signed-in session (default: the small default; middleware/body-limits.ts). */
  bodyLimitBytes?: number;
  /** A body list too heavy to validate in one turn. */
  bodyInTurns?: ListInTurns;
  /** Before a create's or update's transaction, on its route and in a push: heavy work kept out of it. */
  beforeWrite?(db: Database, userId: number, input: Fields, now: Date): Promise<PreparedWrite>;
  /** Sends a JSON answer of the kind's routes (default: as `res.json`); `prepared`: its write's `beforeWrite`. */
  sendJson?(db: Queries, res: Response, userId: number, status: number, body: unknown, prepared?: PreparedWrite): Promise<void>;
}
