/**
 * The synced kinds an export writes and an import reads from their registry entry alone
 * (`exportShape`): rows under `exportShape.key`, read with `exportShape.importSchema`, ids kept.
 * A kind with export rules of its own is written by hand and is not one of them.
 */
import { z } from 'zod';
import { SYNCED_KINDS, type KindDef } from '../registry';

/** The kinds exported and imported by their registry entry only, in the registry's order. */
export const PLAIN_EXPORT_KINDS: readonly KindDef[] = (Object.values(SYNCED_KINDS) as KindDef[]).filter((kind) => !kind.exportShape.ownRules);

/** A plain kind's record as an import reads it: its fields, its id and createdAt kept. */
export type PlainImportRecord = Record<string, unknown> & { id: number; createdAt: string };

/** Plain kinds' records by `exportShape.key`. */
export type PlainRecords<T = PlainImportRecord> = Record<string, T[]>;

/** Each plain kind's array, optional, so an export made before the kind existed still imports. */
export const plainKindsDocumentSchema = z.object(
  Object.fromEntries(PLAIN_EXPORT_KINDS.map((kind) => [kind.exportShape.key, z.array(kind.exportShape.importSchema).default([])])),
);

/** "saved search" → "saved searches", "resource" → "resources". */
export function pluralNoun(noun: string): string {
  if (/(s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}
