import { TRIAL_DAYS } from '../constants';
import type { PlanId } from '../entities/user.schema';

const DAY_MS = 86_400_000;

/** The fields the access rules read; both the stored row and the client's user satisfy it. */
export interface AccessSubject {
  isAdmin: boolean;
  lifetimeAccess: boolean;
  subscriptionType: PlanId;
  subscriptionStatus?: string | null;
  subscriptionEndDate?: string | null;
  trialStartedAt: string | null;
}

/** 14 minus full days elapsed since the trial started, never below 0 (admin screen reading). */
export function trialDaysLeft(user: Pick<AccessSubject, 'trialStartedAt'>, now: Date): number {
  if (!user.trialStartedAt) return 0;
  const elapsed = Math.floor((now.getTime() - new Date(user.trialStartedAt).getTime()) / DAY_MS);
  return Math.max(0, TRIAL_DAYS - Math.max(0, elapsed));
}

export function isInTrial(user: Pick<AccessSubject, 'trialStartedAt'>, now: Date): boolean {
  return trialDaysLeft(user, now) > 0;
}

const RECURRING: readonly PlanId[] = ['scholar', 'sage'];
const LIFETIME_PLANS: readonly PlanId[] = ['beta', 'legacy'];

/** A recurring plan counts while its status is active and its paid period has not ended. */
export function hasActivePaidPlan(user: AccessSubject, now: Date): boolean {
  if (LIFETIME_PLANS.includes(user.subscriptionType)) return user.lifetimeAccess;
  if (!RECURRING.includes(user.subscriptionType)) return false;
  if ((user.subscriptionStatus ?? 'active') !== 'active') return false;
  return !user.subscriptionEndDate || new Date(user.subscriptionEndDate).getTime() > now.getTime();
}

/** The plan that applies now: a lapsed recurring plan falls back to seeker. */
export function effectivePlan(user: AccessSubject, now: Date): PlanId {
  if (user.lifetimeAccess && !LIFETIME_PLANS.includes(user.subscriptionType)) return 'beta';
  if (RECURRING.includes(user.subscriptionType) && !hasActivePaidPlan(user, now)) return 'seeker';
  return user.subscriptionType;
}

/**
 * decisions: admin, or lifetime access, or an active paid plan, or inside the trial. Without it
 * a learner is on Seeker: their own journal, resources, goals, progress and sharing stay theirs
 * (never gated); only the Pro screens show Trial Expired.
 */
export function hasAccess(user: AccessSubject, now: Date): boolean {
  return user.isAdmin || user.lifetimeAccess || hasActivePaidPlan(user, now) || isInTrial(user, now);
}

/** Pro features: sage, beta, legacy or lifetime access, or the trial (it is the whole product). */
export function hasPremium(user: AccessSubject, now: Date): boolean {
  if (user.isAdmin || user.lifetimeAccess || isInTrial(user, now)) return true;
  const plan = effectivePlan(user, now);
  return plan === 'sage' || plan === 'beta' || plan === 'legacy';
}

/** Goal linking in the entry dialog: scholar or above, or the trial. */
export function canLinkGoals(user: AccessSubject, now: Date): boolean {
  return user.isAdmin || user.lifetimeAccess || isInTrial(user, now) || effectivePlan(user, now) !== 'seeker';
}

/** Seekers have daily limits once the trial is over; admins, lifetime, paid plans and the trial do not. */
export function hasUnlimitedEntries(user: AccessSubject, now: Date): boolean {
  return canLinkGoals(user, now);
}

/** Where a learner stands, as every screen that names it (sidebar badge, pricing, admin) says it. */
export type Membership =
  | { kind: 'admin' }
  | { kind: 'lifetime'; plan: PlanId }
  | { kind: 'paid'; plan: PlanId }
  | { kind: 'trial'; daysLeft: number }
  | { kind: 'free' };

/** A purchase wins over the trial: a learner who pays is never told about their trial. */
export function membership(user: AccessSubject, now: Date): Membership {
  if (user.isAdmin) return { kind: 'admin' };
  if (user.lifetimeAccess) return { kind: 'lifetime', plan: effectivePlan(user, now) };
  if (hasActivePaidPlan(user, now)) return { kind: 'paid', plan: user.subscriptionType };
  if (isInTrial(user, now)) return { kind: 'trial', daysLeft: trialDaysLeft(user, now) };
  return { kind: 'free' };
}

/** The writing-prompt picker needs lifetime access. */
export function canUsePrompts(user: Pick<AccessSubject, 'lifetimeAccess' | 'isAdmin'>): boolean {
  return user.lifetimeAccess || user.isAdmin;
}
