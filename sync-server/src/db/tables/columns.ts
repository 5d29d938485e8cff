/** Column helpers shared by the table files. */
import { sql } from 'drizzle-orm';
import { integer, text } from 'drizzle-orm/sqlite-core';

export const bool = (name: string) => integer(name, { mode: 'boolean' });

/** A JSON list that is never null. */
export const jsonList = <T>(name: string) => text(name, { mode: 'json' }).$type<T[]>().notNull().default(sql`'[]'`);

/** ISO-8601 UTC text, set from the injected clock. */
export const timestamps = () => ({
  createdAt: text('createdAt').notNull(),
  updatedAt: text('updatedAt').notNull(),
});
