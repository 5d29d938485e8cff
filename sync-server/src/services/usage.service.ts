/** GET /api/user/usage and GET /api/user/access: the plan rules of the shared package, applied to the stored user. */
import {
  SEEKER_DAILY_LIMITS,
  effectivePlan,
  hasAccess,
  hasPremium,
  hasUnlimitedEntries,
  membership,
  membershipLabel,
  trialDaysLeft,
  type Access,
  type Usage,
} from '@learnlog/shared';
import type { Queries } from '../db/database';
import type { UserRow } from '../db/schema';
import { usedToday } from './daily-limits.service';

export async function getUsage(db: Queries, user: UserRow, now: Date): Promise<Usage> {
  const unlimited = hasUnlimitedEntries(user, now);
  const plan = effectivePlan(user, now);
  const allowance = (used: number, limit: number) => ({ used, limit: unlimited ? null : limit, isUnlimited: unlimited });
  return {
    journalEntries: allowance(await usedToday(db, user, 'journalEntries', now), SEEKER_DAILY_LIMITS.journalEntries),
    resourceEntries: allowance(await usedToday(db, user, 'resources', now), SEEKER_DAILY_LIMITS.resources),
    currentPlan: plan,
    // 'Trial' during the trial: the learner has Sage's features, not Seeker's.
    planDisplayName: membershipLabel(membership({ ...user, isAdmin: false }, now)),
  };
}

export function getAccess(user: UserRow, now: Date): Access {
  return { hasAccess: hasAccess(user, now), trialDaysLeft: trialDaysLeft(user, now), isPremium: hasPremium(user, now) };
}
