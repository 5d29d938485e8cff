/**
 * Your data in and out. GET /api/export answers the learner's export zip (the same builder the
 * device runs offline), streamed as it is built. POST /api/import takes a zip as the raw body: a
 * LearnLog export, a Day One export or Markdown files; `?preview=true` only counts. Neither is
 * gated by access: a learner is never locked out of their own words. Both are rate-limited per
 * learner, and an import is read in a thread of its own (services/import-reader.ts) and written in
 * small slices (services/import.service.ts), so no upload holds anyone else up.
 */
import express, { Router, type RequestHandler } from 'express';
import { IMPORT_FILE_NAME_HEADER, IMPORT_LIMITS, isImportError, megabytes } from '@learnlog/shared';
import type { AppDeps } from '../deps';
import { HttpError } from '../lib/http-error';
import { currentUser, requireUser } from '../middleware/auth';
import { learnerRateLimit } from '../middleware/learner-rate-limit';
import { RAW_BODY_TYPES } from '../middleware/origin-guard';
import { sendExport } from '../services/export.service';
import { runIdempotent, sendAnswer, storedAnswer } from '../services/idempotency.service';
import { startImportRead, type ImportReading } from '../services/import-reader';
import { importBundle, previewImport } from '../services/import.service';
import { storePhotos } from '../services/photos.service';

const EXPORT_PATH = '/api/export';
const IMPORT_PATH = '/api/import';

const EMPTY_UPLOAD = 'Send the zip file as the request body';
export const TOO_MANY_IMPORTS = 'Too many imports this hour. Please try again later.';
export const TOO_MANY_EXPORTS = 'Too many exports this hour. Please try again later.';
const IMPORT_RUNNING = 'An import into your account is still running. Wait for it to finish, then try again.';

function uploadName(header: string | undefined): string {
  if (!header) return 'The upload';
  try {
    return decodeURIComponent(header).replace(/[\r\n]/g, ' ').slice(0, 200) || 'The upload';
  } catch {
    return 'The upload';
  }
}

/**
 * The zip, read only for a signed-in session (`requireUser` runs first) and only up to the import
 * limit: a larger body is refused from its Content-Length, or as soon as it passes the limit.
 */
function zipBody(): RequestHandler {
  const parse = express.raw({ type: [...(RAW_BODY_TYPES[IMPORT_PATH] ?? [])], limit: IMPORT_LIMITS.zipBytes });
  return (req, res, next) =>
    parse(req, res, (error?: unknown) => {
      const type = typeof error === 'object' && error !== null ? (error as { type?: unknown }).type : undefined;
      if (type === 'entity.too.large') {
        return next(new HttpError(413, `${uploadName(req.get(IMPORT_FILE_NAME_HEADER))}: the zip is over ${megabytes(IMPORT_LIMITS.zipBytes)}`));
      }
      next(error);
    });
}

const asHttpError = (error: unknown) =>
  isImportError(error) ? new HttpError(error.status, error.message, { code: `import_${error.problem}`, errors: [{ path: error.file, message: error.detail }] }) : error;

/** Learners with an import running in this process: one at a time each. */
const importing = new Set<number>();

export function dataTransferRouter(deps: AppDeps): Router {
  const { db, clock, env } = deps;
  const router = Router();
  const importLimit = learnerRateLimit(deps, 'import', env.IMPORT_RATE_LIMIT, TOO_MANY_IMPORTS);
  const exportLimit = learnerRateLimit(deps, 'export', env.EXPORT_RATE_LIMIT, TOO_MANY_EXPORTS);

  router.get(EXPORT_PATH, requireUser, exportLimit, async (req, res) => {
    await sendExport(db, currentUser(req), clock.now(), res);
  });

  router.post(IMPORT_PATH, requireUser, importLimit, zipBody(), async (req, res) => {
    const body: unknown = req.body;
    if (!Buffer.isBuffer(body) || body.length === 0) throw new HttpError(400, EMPTY_UPLOAD);
    const user = currentUser(req);
    const preview = req.query.preview === 'true';
    if (!preview) {
      const stored = await storedAnswer(db, req);
      if (stored) return sendAnswer(res, stored);
    }
    if (importing.has(user.id)) throw new HttpError(409, IMPORT_RUNNING, { code: 'import_running' });
    importing.add(user.id);
    let reading: ImportReading | undefined;
    try {
      const now = clock.now();
      reading = await startImportRead({
        bytes: new Uint8Array(body.buffer, body.byteOffset, body.length),
        fileName: uploadName(req.get(IMPORT_FILE_NAME_HEADER)),
        now: now.toISOString(),
        timeZone: user.timeZone,
        preview,
      });
      if (preview) {
        res.setHeader('Cache-Control', 'no-store');
        res.json(await previewImport(db, user, await reading.preview(), now));
        return;
      }
      const bundle = await reading.records();
      const photosOf = reading;
      const result = await importBundle(db, user, bundle, now, async () => {
        for await (const photo of photosOf.photos()) await storePhotos(db, user.id, [photo.dataUrl], now);
      });
      sendAnswer(res, await runIdempotent(deps, req, async () => ({ status: 200, body: result })));
    } catch (error) {
      throw asHttpError(error);
    } finally {
      reading?.close();
      importing.delete(user.id);
    }
  });

  return router;
}
