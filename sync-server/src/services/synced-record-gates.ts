/**
 * Who may make a synced call, checked inside the write's transaction (after the idempotency
 * lookup, so a replay of a write that succeeded still gets its stored answer), plus the
 * schema-version check every synced call passes first.
 */
import type { RequestHandler } from 'express';
import { ERROR_CODES, MESSAGES, SCHEMA_VERSION, SYNC_HEADERS, canLinkGoals, hasAccess, hasPremium } from '@learnlog/shared';
import type { UserRow } from '../db/schema';
import { HttpError } from '../lib/http-error';

const INVALID_SCHEMA_VERSION_MESSAGE = `${SYNC_HEADERS.schemaVersion} must be a whole number`;

/** The oldest device schema the server still understands: the current one and the one before. */
const OLDEST_SCHEMA_VERSION = SCHEMA_VERSION - 1;

/**
 * 426 to a device older than the previous schema version (docs/sync-protocol.md, rule 3): the app then offers its
 * update and the outbox waits untouched. Calls without the header (screens, tools) pass.
 */
export const schemaVersionGuard: RequestHandler = (req, _res, next) => {
  const sent = req.get(SYNC_HEADERS.schemaVersion);
  if (sent !== undefined) {
    const version = Number(sent.trim());
    if (sent.trim() === '' || !Number.isInteger(version)) throw new HttpError(400, INVALID_SCHEMA_VERSION_MESSAGE);
    if (version < OLDEST_SCHEMA_VERSION) throw new HttpError(426, MESSAGES.schemaTooOld);
  }
  next();
};

/*
 * Journal entries, resources and goals have no gate of their own: a learner is never locked out
 * of their own words (decisions). After the trial they write under Seeker's daily limits, which
 * the create itself counts (daily-limits.service).
 */

/** Learn plans and their milestones (Pro): 403 `access_required` after the trial, then sage or above. */
export function assertPremium(user: UserRow, now: Date): void {
  if (!hasAccess(user, now)) throw new HttpError(403, MESSAGES.accessRequired, { code: ERROR_CODES.accessRequired });
  if (!hasPremium(user, now)) throw new HttpError(403, MESSAGES.premiumRequired);
}

/** Goal linking: scholar or above, or the trial. */
export function assertGoalLinking(user: UserRow, now: Date): void {
  if (!canLinkGoals(user, now)) throw new HttpError(403, MESSAGES.goalLinkingRequired);
}
