/** The premium gate, checked inside the write's transaction (after the idempotency lookup, so a replay of a write that succeeded still gets its stored answer). */
import { ERROR_CODES, MESSAGES, hasAccess, hasPremium } from '@learnlog/shared';
import type { UserRow } from '../db/schema';
import { HttpError } from '../lib/http-error';

/** Learn plans and their milestones (Pro): 403 `access_required` after the trial, then sage or above. */
export function assertPremium(user: UserRow, now: Date): void {
  if (!hasAccess(user, now)) throw new HttpError(403, MESSAGES.accessRequired, { code: ERROR_CODES.accessRequired });
  if (!hasPremium(user, now)) throw new HttpError(403, MESSAGES.premiumRequired);
}
