/** The Admin Panel's figures from the user list (accounts spec, Admin panel). Pure. */
import { ADMIN_REVENUE_PER_LIFETIME_USER, membership, membershipLabel, type AdminUser } from '@learnlog/shared';

/** Trial days at or below this show in red. */
const URGENT_TRIAL_DAYS = 3;

export interface AdminStats {
  totalUsers: number;
  lifetimeUsers: number;
  trialUsers: number;
  revenue: number;
}

/** What a learner has apart from being an admin: the row's plan badge and trial cell read it. */
const standing = (user: AdminUser, now: Date) => membership({ ...user, isAdmin: false }, now);

export function adminStats(users: readonly AdminUser[], now: Date): AdminStats {
  const lifetimeUsers = users.filter((u) => u.lifetimeAccess).length;
  return {
    totalUsers: users.length,
    lifetimeUsers,
    trialUsers: users.filter((u) => standing(u, now).kind === 'trial').length,
    revenue: lifetimeUsers * ADMIN_REVENUE_PER_LIFETIME_USER,
  };
}

export interface TrialCell {
  text: string;
  /** Red: the trial ends within URGENT_TRIAL_DAYS days. */
  urgent: boolean;
}

/**
 * ∞ for lifetime, 'N days' for a trial (red at 3 or fewer), 'Paid plan' for a subscriber (who is
 * not on a trial, whatever days remain of it), 'Ended' after the trial, 'No trial' without one.
 */
export function trialCell(user: AdminUser, now: Date): TrialCell {
  const state = standing(user, now);
  if (state.kind === 'lifetime') return { text: '∞', urgent: false };
  if (state.kind === 'paid') return { text: 'Paid plan', urgent: false };
  if (state.kind === 'trial') return { text: `${state.daysLeft} ${state.daysLeft === 1 ? 'day' : 'days'}`, urgent: state.daysLeft <= URGENT_TRIAL_DAYS };
  return { text: user.trialStartedAt ? 'Ended' : 'No trial', urgent: false };
}

/** The status badges: Admin, then Lifetime, the paid plan, Trial or Seeker (never Trial for a paying member). */
export function statusBadges(user: AdminUser, now: Date): string[] {
  const badges = user.isAdmin ? ['Admin'] : [];
  const state = standing(user, now);
  badges.push(state.kind === 'lifetime' ? 'Lifetime' : membershipLabel(state));
  return badges;
}

export function formatRevenue(dollars: number): string {
  return `$${dollars.toLocaleString('en-US')}`;
}
