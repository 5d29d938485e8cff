/** GET /api/user/usage and GET /api/user/access: the plan rules of the shared package, applied to the stored user. */
import {
  PLANS,
  SEEKER_DAILY_LIMITS,
  effectivePlan,
  hasAccess,
  hasPremium,
  hasUnlimitedEntries,
  trialDaysLeft,
  type Access,
  type Usage,
} from '@learnlog/shared';
import type { DbExecutor } from '../db/client';
import type { UserRow } from '../db/schema';
import { usedToday } from './daily-limits.service';

export function getUsage(db: DbExecutor, user: UserRow, now: Date): Usage {
  const unlimited = hasUnlimitedEntries(user, now);
  const plan = effectivePlan(user, now);
  const allowance = (used: number, limit: number) => ({ used, limit: unlimited ? null : limit, isUnlimited: unlimited });
  return {
    journalEntries: allowance(usedToday(db, user, 'journalEntries', now), SEEKER_DAILY_LIMITS.journalEntries),
    resourceEntries: allowance(usedToday(db, user, 'resources', now), SEEKER_DAILY_LIMITS.resources),
    currentPlan: plan,
    planDisplayName: PLANS[plan].displayName,
  };
}

export function getAccess(user: UserRow, now: Date): Access {
  return { hasAccess: hasAccess(user, now), trialDaysLeft: trialDaysLeft(user, now), isPremium: hasPremium(user, now) };
}
