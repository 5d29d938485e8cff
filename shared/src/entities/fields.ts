import { z } from 'zod';
import { FIELD_LIMITS } from '../constants';
import { normalizeTags } from '../rules/tags';

/** Device-made record ids: positive integers below 2^53 (docs/sync-protocol.md, rule 1). */
export const recordIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** Path parameters arrive as text. */
export const recordIdParamSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const isoDateTimeSchema = z.iso.datetime({ offset: true });
/** A calendar date (YYYY-MM-DD) or a full timestamp; the UI's date inputs send the former. */
export const dateOrDateTimeSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

export const optionalText = (max: number = FIELD_LIMITS.shortText) =>
  z.string().max(max).nullable().optional();

export const tagsSchema = z
  .array(z.string().max(FIELD_LIMITS.tag))
  .max(FIELD_LIMITS.tags)
  .transform((tags) => normalizeTags(tags));

/** A list of record ids, duplicates removed (learn plan rule: "number lists without duplicates"). */
export const idListSchema = z
  .array(recordIdSchema)
  .max(FIELD_LIMITS.linkedIds)
  .transform((ids) => [...new Set(ids)]);

/** Decoded size of a base64 data URL's payload, in bytes. */
export function dataUrlBytes(dataUrl: string): number {
  const comma = dataUrl.indexOf(',');
  const payload = comma === -1 ? '' : dataUrl.slice(comma + 1);
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - padding;
}

const IMAGE_DATA_URL = /^data:image\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/]+=*$/i;

/** '600 KB', '1 MB': a size limit as a learner reads it. */
export function formatByteLimit(bytes: number): string {
  const mb = bytes / 1024 / 1024;
  return mb >= 1 ? `${Math.round(mb * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** An image embedded as a base64 data URL of at most `maxBytes`. */
export const imageDataUrlSchema = (maxBytes: number) =>
  z
    .string()
    .regex(IMAGE_DATA_URL, 'Must be an image (data:image/...;base64,...)')
    .refine((value) => dataUrlBytes(value) <= maxBytes, `Image must be at most ${formatByteLimit(maxBytes)}`);

export const httpUrlSchema = z
  .string()
  .trim()
  .max(FIELD_LIMITS.url)
  .refine((value) => value === '' || /^https?:\/\/\S+$/i.test(value), 'Must be a web address starting with http:// or https://');
