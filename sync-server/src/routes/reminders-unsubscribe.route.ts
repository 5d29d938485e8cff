/**
 * The weekly digest's unsubscribe link: GET (the link in the mail) shows a small page, POST is
 * the RFC 8058 one-click call a mail client makes. Both need only the signed token, no session:
 * the token names the learner, so it can turn off theirs and nobody else's.
 */
import { Router, type Request } from 'express';
import { DIGEST_TOKEN_INVALID_MESSAGE, DIGEST_UNSUBSCRIBED_MESSAGE, digestUnsubscribeQuerySchema } from '@learnlog/shared';
import type { AppDeps } from '../deps';
import { HttpError } from '../lib/http-error';
import { learnerOfUnsubscribeToken } from '../services/digest-unsubscribe';
import { stopWeeklyDigest } from '../services/reminder-settings.service';

const UNSUBSCRIBE_PATH = '/api/reminders/unsubscribe';

const page = (heading: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>LearnLog</title></head><body><h1>${heading}</h1><p>${text}</p></body></html>`;

export function remindersUnsubscribeRouter({ db, clock }: AppDeps): Router {
  const router = Router();

  /** The learner the token names, or null for a missing or forged one (nothing is changed then). */
  async function unsubscribe(req: Request): Promise<boolean> {
    const parsed = digestUnsubscribeQuerySchema.safeParse(req.query);
    const userId = parsed.success ? await learnerOfUnsubscribeToken(db, parsed.data.token, clock.now()) : null;
    if (userId === null) return false;
    await db.transaction((tx) => stopWeeklyDigest(tx, userId, clock.now()));
    return true;
  }

  router.get(UNSUBSCRIBE_PATH, async (req, res) => {
    const done = await unsubscribe(req);
    res
      .status(done ? 200 : 400)
      .type('html')
      .send(done ? page(`${DIGEST_UNSUBSCRIBED_MESSAGE}.`, 'Your other reminders stay as they are. You can turn the digest on again under Profile → Reminders.') : page('Link not valid', `${DIGEST_TOKEN_INVALID_MESSAGE}.`));
  });

  router.post(UNSUBSCRIBE_PATH, async (req, res) => {
    if (!(await unsubscribe(req))) throw new HttpError(400, DIGEST_TOKEN_INVALID_MESSAGE);
    res.json({ message: DIGEST_UNSUBSCRIBED_MESSAGE });
  });

  return router;
}
