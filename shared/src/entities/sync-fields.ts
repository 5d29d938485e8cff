import { z } from 'zod';
import { isoDateTimeSchema, recordIdSchema } from './fields';

/** Columns every synced row carries; the server sets all but createdAt (docs/sync-protocol.md, rule 2). */
export const syncedRowFields = {
  id: recordIdSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int().nonnegative(),
};

/**
 * What a create may carry besides the payload: the device-made id and the learner's own
 * `createdAt` (clamped by the server to no later than its now).
 */
export const createFields = {
  id: recordIdSchema.optional(),
  createdAt: isoDateTimeSchema.optional(),
};

/**
 * `base` on an update: the values the changed text fields had when the learner started editing,
 * for the server's three-way check (docs/sync-protocol.md, rule 5).
 */
export const baseSchema = <T extends readonly string[]>(textFields: T) =>
  z
    .object(Object.fromEntries(textFields.map((f) => [f, z.string().nullable().optional()])) as {
      [K in T[number]]: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    })
    .optional();
