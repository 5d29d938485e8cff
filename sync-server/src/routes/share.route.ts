/** Public reads, no account needed: share pages and shared entries. */
import { Router } from 'express';
import { z } from 'zod';
import { FIELD_LIMITS } from '@learnlog/shared';
import type { AppDeps } from '../deps';
import { HttpError } from '../lib/http-error';
import { findSharePage, findSharedEntry, findSharedEntryResources } from '../services/share.service';

const SHARE_PAGE_NOT_FOUND = 'Learning Journey Not Found';
const SHARED_ENTRY_NOT_FOUND = 'Journal Entry Not Found';

// A malformed address is an address that leads nowhere: the same 404 as a missing one, not a 400.
const usernameParam = z.string().trim().toLowerCase().min(1).max(FIELD_LIMITS.username.max);
const shareIdParam = z.string().min(1).max(200);

export function shareRouter({ db }: AppDeps): Router {
  const router = Router();

  router.get('/api/share/:username', async (req, res) => {
    const username = usernameParam.safeParse(req.params.username);
    const page = username.success ? await findSharePage(db, username.data) : undefined;
    if (!page) throw new HttpError(404, SHARE_PAGE_NOT_FOUND);
    res.json(page);
  });

  router.get('/api/shared/journal/:shareId', async (req, res) => {
    const shareId = shareIdParam.safeParse(req.params.shareId);
    const entry = shareId.success ? await findSharedEntry(db, shareId.data) : undefined;
    if (!entry) throw new HttpError(404, SHARED_ENTRY_NOT_FOUND);
    res.json(entry);
  });

  router.get('/api/shared/journal/:shareId/resources', async (req, res) => {
    const shareId = shareIdParam.safeParse(req.params.shareId);
    const linked = shareId.success ? await findSharedEntryResources(db, shareId.data) : undefined;
    if (!linked) throw new HttpError(404, SHARED_ENTRY_NOT_FOUND);
    res.json(linked);
  });

  return router;
}
