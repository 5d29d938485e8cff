/**
 * Column helpers of the PostgreSQL tables. Every column maps to the same JavaScript value as its
 * SQLite twin (db/tables/columns.ts): booleans, JSON lists as arrays, ids and versions as numbers
 * (bigint in mode 'number': device ids are below 2^53), timestamps as ISO-8601 UTC text.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, jsonb, text } from 'drizzle-orm/pg-core';

export const bool = (name: string) => boolean(name);

/** A device-made id or a version: below 2^53, so a JavaScript number holds it exactly. */
export const big = (name: string) => bigint(name, { mode: 'number' });

/** A JSON list that is never null (jsonb: `@>` finds an id in it, db/postgres.ts). */
export const jsonList = <T>(name: string) => jsonb(name).$type<T[]>().notNull().default(sql`'[]'::jsonb`);

/** ISO-8601 UTC text, set from the injected clock (text, as on SQLite: the same order and shape). */
export const timestamps = () => ({
  createdAt: text('createdAt').notNull(),
  updatedAt: text('updatedAt').notNull(),
});
