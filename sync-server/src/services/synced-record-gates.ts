/**
 * The schema-version check every synced call passes first. A kind's own gates (who may write it)
 * live with its service, checked inside the write's transaction.
 */
import type { RequestHandler } from 'express';
import { MESSAGES, SCHEMA_VERSION, SYNC_HEADERS } from '@learnlog/shared';
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
