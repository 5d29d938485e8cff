/**
 * How large a request body may be, decided before a byte of it is read. Every call gets the small
 * default; only the calls that carry photos (a synced kind's, as its server file declares) accept more, and only from a signed-in session, and
 * only as much as their photos can need (FIELD_LIMITS: the per-photo size the device scales to).
 */
import { FIELD_LIMITS, SYNCED_KINDS, SYNCED_TABLES, SYNC_PUSH_LIMITS } from '@learnlog/shared';
import { DATA_URL_OVERHEAD, DEFAULT_BODY_LIMIT_BYTES, base64Length } from '../lib/body-sizes';
import { KIND_SERVICES } from '../services/synced-record-kinds';

export { DEFAULT_BODY_LIMIT_BYTES };

/** The profile with a new picture. */
export const PROFILE_BODY_LIMIT_BYTES = base64Length(FIELD_LIMITS.avatarBytes) + DATA_URL_OVERHEAD + DEFAULT_BODY_LIMIT_BYTES;

interface BodyLimitRule {
  method: string;
  /** Matched against the path without its query string. */
  path: RegExp;
  limitBytes: number;
}

/** A synced kind's create and update, when its server file declares `bodyLimitBytes`. */
const KIND_BODY_LIMITS: BodyLimitRule[] = SYNCED_TABLES.flatMap((name) => {
  const limitBytes = KIND_SERVICES[name].bodyLimitBytes;
  if (limitBytes === undefined) return [];
  const { path } = SYNCED_KINDS[name];
  return [
    { method: 'POST', path: new RegExp(`^${path}/?$`), limitBytes },
    { method: 'PUT', path: new RegExp(`^${path}/[^/]+/?$`), limitBytes },
  ];
});

/** Larger bodies, for signed-in sessions only. */
const SIGNED_IN_BODY_LIMITS: readonly BodyLimitRule[] = [
  ...KIND_BODY_LIMITS,
  { method: 'PUT', path: /^\/api\/user\/profile\/?$/, limitBytes: PROFILE_BODY_LIMIT_BYTES },
  // A batch of the outbox: each mutation in it is held to its own call's limit as well.
  { method: 'POST', path: /^\/api\/sync\/push\/?$/, limitBytes: SYNC_PUSH_LIMITS.bytes },
];

export function bodyLimitFor(method: string, path: string, signedIn: boolean): number {
  if (!signedIn) return DEFAULT_BODY_LIMIT_BYTES;
  const rule = SIGNED_IN_BODY_LIMITS.find((r) => r.method === method && r.path.test(path));
  return rule?.limitBytes ?? DEFAULT_BODY_LIMIT_BYTES;
}
