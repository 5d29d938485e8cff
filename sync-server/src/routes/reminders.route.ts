/** GET/PUT /api/reminders: the learner's reminder settings (the device queues the PUT in its outbox). */
import { Router } from 'express';
import { reminderSettingsSchema, type ReminderSettings } from '@learnlog/shared';
import type { AppDeps } from '../deps';
import { currentUser, requireUser } from '../middleware/auth';
import { validateBody } from '../middleware/validate';
import { readReminderSettings, saveReminderSettings } from '../services/reminder-settings.service';

export function remindersRouter({ db, clock }: AppDeps): Router {
  const router = Router();

  router.get('/api/reminders', requireUser, async (req, res) => {
    res.json(await readReminderSettings(db, currentUser(req).id));
  });

  router.put('/api/reminders', requireUser, validateBody(reminderSettingsSchema), async (req, res) => {
    const settings = req.body as ReminderSettings;
    res.json(await db.transaction((tx) => saveReminderSettings(tx, currentUser(req).id, settings, clock.now())));
  });

  return router;
}
