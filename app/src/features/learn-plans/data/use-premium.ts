/**
 * Whether the signed-in learner has the Pro features (decisions: sage, beta, legacy, lifetime or
 * admin). The server has the last word (403 `Premium access required`); this decides what the
 * screens show first, also offline from the cached user.
 */
import { MESSAGES, hasPremium } from '@learnlog/shared';
import { useSignedInUser } from '../../auth';
import { isApiError } from '../../../lib/api-client';

export function usePremium(): boolean {
  const user = useSignedInUser();
  return hasPremium(user, new Date());
}

/** A refusal for want of a Pro plan, e.g. after the plan lapsed since the user was cached. */
export function isPremiumRequired(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.serverMessage.includes(MESSAGES.premiumRequired);
}
