/** Premium templates (Pro feature: 403 `Premium access required` without sage, beta, legacy or lifetime). */
import { Router } from 'express';
import { z } from 'zod';
import {
  MESSAGES,
  favoriteTemplateInputSchema,
  recordIdParamSchema,
  templateSearchQuerySchema,
  templatesQuerySchema,
} from '@learnlog/shared';
import type { AppDeps } from '../deps';
import { HttpError } from '../lib/http-error';
import { requirePremium } from '../middleware/access';
import { currentUser, requireUser } from '../middleware/auth';
import { validateBody, validateParams, validateQuery } from '../middleware/validate';
import { runIdempotent, sendAnswer } from '../services/idempotency.service';
import {
  addFavorite,
  findActiveTemplate,
  listFavorites,
  listTemplates,
  removeFavorite,
  searchTemplates,
  useTemplate,
} from '../services/templates.service';

const idParams = z.object({ id: recordIdParamSchema });
const templateIdParams = z.object({ templateId: recordIdParamSchema });

export function templatesRouter(deps: AppDeps): Router {
  const { db, clock } = deps;
  // The built-in catalogue is seeded at start (seed/index.ts).
  const router = Router();
  const gate = [requireUser, requirePremium(clock)];

  router.get('/api/templates/premium', ...gate, validateQuery(templatesQuerySchema), async (req, res) => {
    const { category } = req.query as z.output<typeof templatesQuerySchema>;
    res.json(await listTemplates(db, category));
  });

  router.get('/api/templates/premium/search', ...gate, validateQuery(templateSearchQuerySchema), async (req, res) => {
    const { q } = req.query as z.output<typeof templateSearchQuerySchema>;
    res.json(await searchTemplates(db, q));
  });

  router.get('/api/templates/favorites', ...gate, async (req, res) => {
    res.json(await listFavorites(db, currentUser(req).id));
  });

  router.post('/api/templates/favorites', ...gate, validateBody(favoriteTemplateInputSchema), async (req, res) => {
    const { templateId }: z.output<typeof favoriteTemplateInputSchema> = req.body;
    sendAnswer(
      res,
      await runIdempotent(deps, req, async (tx, { user, now }) => {
        if (!(await findActiveTemplate(tx, templateId))) throw new HttpError(404, MESSAGES.notFound);
        return { status: 201, body: await addFavorite(tx, user.id, templateId, now) };
      }),
    );
  });

  router.delete('/api/templates/favorites/:templateId', ...gate, validateParams(templateIdParams), async (req, res) => {
    const { templateId } = req.params as unknown as z.output<typeof templateIdParams>;
    sendAnswer(
      res,
      await runIdempotent(deps, req, async (tx, { user }) => {
        await removeFavorite(tx, user.id, templateId);
        return { status: 204 };
      }),
    );
  });

  router.post('/api/templates/:id/use', ...gate, validateParams(idParams), async (req, res) => {
    const { id } = req.params as unknown as z.output<typeof idParams>;
    sendAnswer(
      res,
      await runIdempotent(deps, req, async (tx, { user, now }) => {
        const template = await useTemplate(tx, user.id, id, now);
        if (!template) throw new HttpError(404, MESSAGES.notFound);
        return { status: 200, body: template };
      }),
    );
  });

  return router;
}
