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
import { seedTemplates } from '../seed/templates.seed';
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
  // The built-in catalogue is there from the server's start (idempotent: matched by title).
  seedTemplates(db, clock.now());
  const router = Router();
  const gate = [requireUser, requirePremium(clock)];

  router.get('/api/templates/premium', ...gate, validateQuery(templatesQuerySchema), (req, res) => {
    const { category } = req.query as z.output<typeof templatesQuerySchema>;
    res.json(listTemplates(db, category));
  });

  router.get('/api/templates/premium/search', ...gate, validateQuery(templateSearchQuerySchema), (req, res) => {
    const { q } = req.query as z.output<typeof templateSearchQuerySchema>;
    res.json(searchTemplates(db, q));
  });

  router.get('/api/templates/favorites', ...gate, (req, res) => {
    res.json(listFavorites(db, currentUser(req).id));
  });

  router.post('/api/templates/favorites', ...gate, validateBody(favoriteTemplateInputSchema), (req, res) => {
    const { templateId }: z.output<typeof favoriteTemplateInputSchema> = req.body;
    sendAnswer(
      res,
      runIdempotent(deps, req, (tx, { user, now }) => {
        if (!findActiveTemplate(tx, templateId)) throw new HttpError(404, MESSAGES.notFound);
        return { status: 201, body: addFavorite(tx, user.id, templateId, now) };
      }),
    );
  });

  router.delete('/api/templates/favorites/:templateId', ...gate, validateParams(templateIdParams), (req, res) => {
    const { templateId } = req.params as unknown as z.output<typeof templateIdParams>;
    sendAnswer(
      res,
      runIdempotent(deps, req, (tx, { user }) => {
        removeFavorite(tx, user.id, templateId);
        return { status: 204 };
      }),
    );
  });

  router.post('/api/templates/:id/use', ...gate, validateParams(idParams), (req, res) => {
    const { id } = req.params as unknown as z.output<typeof idParams>;
    sendAnswer(
      res,
      runIdempotent(deps, req, (tx, { user, now }) => {
        const template = useTemplate(tx, user.id, id, now);
        if (!template) throw new HttpError(404, MESSAGES.notFound);
        return { status: 200, body: template };
      }),
    );
  });

  return router;
}
