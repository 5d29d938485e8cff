/**
 * How large a request body may be, decided before a byte of it is read. Every call gets the small
 * default; only the calls that carry photos accept more, and only from a signed-in session, and
 * only as much as their photos can need (FIELD_LIMITS: the per-photo size the device scales to).
 */
import { FIELD_LIMITS, SYNC_PUSH_LIMITS } from '@learnlog/shared';

/** Every body without a rule below: about 100 KB, far more than any form or sync write sends. */
export const DEFAULT_BODY_LIMIT_BYTES = 100 * 1024;

const base64Length = (bytes: number) => 4 * Math.ceil(bytes / 3);
/** `"data:image/jpeg;base64,"` with its quotes and comma, with room for longer image types. */
const DATA_URL_OVERHEAD = 64;

/**
 * An entry's text at its longest, as JSON: title, content, key learning and questions, each UTF-16
 * unit escaped as `\uXXXX` (6 bytes) at worst, twice (an update also sends the text's `base`), plus
 * the default allowance for the tags, links and other small fields.
 */
const ENTRY_TEXT_BYTES = 2 * 6 * (FIELD_LIMITS.title + FIELD_LIMITS.content + 2 * FIELD_LIMITS.shortText) + DEFAULT_BODY_LIMIT_BYTES;

/** A journal entry with its ten photos at the size the device scales them to, and all its text. */
export const ENTRY_BODY_LIMIT_BYTES = FIELD_LIMITS.photos * (base64Length(FIELD_LIMITS.photoBytes) + DATA_URL_OVERHEAD) + ENTRY_TEXT_BYTES;

/** The profile with a new picture. */
export const PROFILE_BODY_LIMIT_BYTES = base64Length(FIELD_LIMITS.avatarBytes) + DATA_URL_OVERHEAD + DEFAULT_BODY_LIMIT_BYTES;

interface BodyLimitRule {
  method: string;
  /** Matched against the path without its query string. */
  path: RegExp;
  limitBytes: number;
}

/** Larger bodies, for signed-in sessions only. */
const SIGNED_IN_BODY_LIMITS: readonly BodyLimitRule[] = [
  { method: 'POST', path: /^\/api\/journal-entries\/?$/, limitBytes: ENTRY_BODY_LIMIT_BYTES },
  { method: 'PUT', path: /^\/api\/journal-entries\/[^/]+\/?$/, limitBytes: ENTRY_BODY_LIMIT_BYTES },
  { method: 'PUT', path: /^\/api\/user\/profile\/?$/, limitBytes: PROFILE_BODY_LIMIT_BYTES },
  // A batch of the outbox: each mutation in it is held to its own call's limit as well.
  { method: 'POST', path: /^\/api\/sync\/push\/?$/, limitBytes: SYNC_PUSH_LIMITS.bytes },
];

export function bodyLimitFor(method: string, path: string, signedIn: boolean): number {
  if (!signedIn) return DEFAULT_BODY_LIMIT_BYTES;
  const rule = SIGNED_IN_BODY_LIMITS.find((r) => r.method === method && r.path.test(path));
  return rule?.limitBytes ?? DEFAULT_BODY_LIMIT_BYTES;
}
