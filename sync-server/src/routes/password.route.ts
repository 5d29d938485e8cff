/**
 * Getting back in and changing the password: "Forgot password?" e-mails a one-time link, the link
 * sets a new password, and a signed-in learner can change theirs. A reset or a change ends every
 * other session. All three spend the sign-in budget (they check passwords or send mail).
 */
import { Router, type Request } from 'express';
import {
  FORGOT_PASSWORD_ANSWER,
  MESSAGES,
  changePasswordInputSchema,
  forgotPasswordInputSchema,
  resetPasswordInputSchema,
  type ChangePasswordInput,
  type ForgotPasswordInput,
  type ResetPasswordInput,
} from '@learnlog/shared';
import type { AppDeps } from '../deps';
import { HttpError } from '../lib/http-error';
import { currentUser, requireUser } from '../middleware/auth';
import { authRateLimit } from '../middleware/auth-rate-limit';
import { validateBody } from '../middleware/validate';
import { createMailer } from '../services/mailer.service';
import {
  RESET_LINK_INVALID_MESSAGE,
  RESET_MAILS_PER_HOUR,
  consumeResetToken,
  createResetToken,
  resetLinkUrl,
  resetMailsInLastHour,
  resetTokenOwner,
  revokeResetTokens,
} from '../services/password-reset.service';
import { requireStrongPassword } from '../services/password-strength.service';
import { hashPassword, verifyPassword } from '../services/passwords.service';
import { deleteOtherSessions } from '../services/sessions.service';
import { findUserByEmail, findUserById, setPasswordHash } from '../services/users.service';

export const RESET_BY_EMAIL_UNAVAILABLE = 'Password reset by e-mail is not set up on this server. Ask your LearnLog administrator for a reset link.';
export const PASSWORD_RESET_DONE = 'Your password has been changed. Sign in with your new password.';
export const WRONG_CURRENT_PASSWORD = 'Your current password is not right';

function resetMail(url: string) {
  return {
    subject: 'Reset your LearnLog password',
    text: [
      'Someone, hopefully you, asked to reset the password of your LearnLog account.',
      '',
      `Open this link within an hour to choose a new password:\n${url}`,
      '',
      'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

export function passwordRouter(deps: AppDeps): Router {
  const { db, clock, env, logger } = deps;
  const router = Router();
  const limiter = authRateLimit(env);
  const mailer = createMailer(env);

  router.post('/api/auth/forgot-password', limiter, validateBody(forgotPasswordInputSchema), (req, res) => {
    if (!mailer || !env.PUBLIC_URL) throw new HttpError(503, RESET_BY_EMAIL_UNAVAILABLE);
    const { email }: ForgotPasswordInput = req.body;
    const now = clock.now();
    const user = findUserByEmail(db, email);
    if (user && resetMailsInLastHour(db, user.id, now) < RESET_MAILS_PER_HOUR) {
      const { token } = createResetToken(db, user.id, 'email', now);
      // Sent after answering: the answer's timing must not tell whether the address has an account.
      mailer.send({ to: user.email, ...resetMail(resetLinkUrl(env.PUBLIC_URL, token)) }).catch((error: unknown) => {
        logger.error({ err: error, userId: user.id }, 'password reset e-mail failed');
      });
    }
    res.status(202).json(FORGOT_PASSWORD_ANSWER);
  });

  router.post('/api/auth/reset-password', limiter, validateBody(resetPasswordInputSchema), async (req, res) => {
    const { token, password }: ResetPasswordInput = req.body;
    const owner = resetTokenOwner(db, token, clock.now());
    const user = owner === undefined ? undefined : findUserById(db, owner);
    if (!user) throw new HttpError(400, RESET_LINK_INVALID_MESSAGE);
    await requireStrongPassword(password, user);
    const passwordHash = await hashPassword(password);

    const now = clock.now();
    db.transaction((tx) => {
      // Checked again: the link may have been used (or have expired) while the hash was made.
      if (consumeResetToken(tx, token, now) !== user.id) throw new HttpError(400, RESET_LINK_INVALID_MESSAGE);
      setPasswordHash(tx, user.id, passwordHash, now);
      revokeResetTokens(tx, user.id, now);
      deleteOtherSessions(tx, user.id);
    });
    res.json({ message: PASSWORD_RESET_DONE });
  });

  router.post('/api/auth/change-password', limiter, requireUser, validateBody(changePasswordInputSchema), async (req: Request, res) => {
    const { currentPassword, newPassword }: ChangePasswordInput = req.body;
    const user = currentUser(req);
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      throw new HttpError(400, MESSAGES.validationFailed, { errors: [{ path: 'currentPassword', message: WRONG_CURRENT_PASSWORD }] });
    }
    await requireStrongPassword(newPassword, user, 'newPassword');
    const passwordHash = await hashPassword(newPassword);

    const now = clock.now();
    const signedOut = db.transaction((tx) => {
      setPasswordHash(tx, user.id, passwordHash, now);
      revokeResetTokens(tx, user.id, now);
      return deleteOtherSessions(tx, user.id, req.sessionToken);
    });
    res.json({ signedOutDevices: signedOut });
  });

  return router;
}
