/**
 * Your data in and out. GET /api/export answers the learner's export zip (the same builder the
 * device runs offline). POST /api/import takes a zip as the raw body: a LearnLog export, a Day One
 * export or Markdown files; `?preview=true` only counts. Neither is gated by access: a learner is
 * never locked out of their own words.
 */
import express, { Router, type RequestHandler } from 'express';
import { IMPORT_FILE_NAME_HEADER, IMPORT_LIMITS, isImportError, megabytes, readImport } from '@learnlog/shared';
import type { AppDeps } from '../deps';
import { HttpError } from '../lib/http-error';
import { currentUser, requireUser } from '../middleware/auth';
import { RAW_BODY_TYPES } from '../middleware/origin-guard';
import { exportFor } from '../services/export.service';
import { runIdempotent, sendAnswer } from '../services/idempotency.service';
import { importBundle, previewImport } from '../services/import.service';

export const EXPORT_PATH = '/api/export';
export const IMPORT_PATH = '/api/import';

const EMPTY_UPLOAD = 'Send the zip file as the request body';

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

export function dataTransferRouter(deps: AppDeps): Router {
  const { db, clock } = deps;
  const router = Router();

  router.get(EXPORT_PATH, requireUser, async (req, res) => {
    const file = await exportFor(db, currentUser(req), clock.now());
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('Cache-Control', 'no-store, no-transform');
    for (const chunk of file.chunks) res.write(chunk);
    res.end();
  });

  router.post(IMPORT_PATH, requireUser, zipBody(), async (req, res) => {
    const body: unknown = req.body;
    if (!Buffer.isBuffer(body) || body.length === 0) throw new HttpError(400, EMPTY_UPLOAD);
    const user = currentUser(req);
    let bundle;
    try {
      bundle = await readImport(new Uint8Array(body.buffer, body.byteOffset, body.length), {
        fileName: uploadName(req.get(IMPORT_FILE_NAME_HEADER)),
        now: clock.now(),
      });
    } catch (error) {
      if (!isImportError(error)) throw error;
      throw new HttpError(error.status, error.message, { code: `import_${error.problem}`, errors: [{ path: error.file, message: error.detail }] });
    }
    if (req.query.preview === 'true') {
      res.setHeader('Cache-Control', 'no-store');
      res.json(previewImport(db, user, bundle));
      return;
    }
    sendAnswer(res, runIdempotent(deps, req, (tx, { user: writer, now }) => ({ status: 200, body: importBundle(tx, writer, bundle, now) })));
  });

  return router;
}
