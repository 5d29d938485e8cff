/** The Admin Panel's figures from the user list (accounts spec, Admin panel). Pure. */
import { ADMIN_REVENUE_PER_LIFETIME_USER, PLANS, type AdminUser } from '@learnlog/shared';

/** Trial days at or below this show in red. */
export const URGENT_TRIAL_DAYS = 3;

export interface AdminStats {
  totalUsers: number;
  lifetimeUsers: number;
  trialUsers: number;
  revenue: number;
}

const inTrial = (user: AdminUser) => !user.lifetimeAccess && user.trialDaysLeft > 0;

export function adminStats(users: readonly AdminUser[]): AdminStats {
  const lifetimeUsers = users.filter((u) => u.lifetimeAccess).length;
  return {
    totalUsers: users.length,
    lifetimeUsers,
    trialUsers: users.filter(inTrial).length,
    revenue: lifetimeUsers * ADMIN_REVENUE_PER_LIFETIME_USER,
  };
}

export interface TrialCell {
  text: string;
  /** Red: the trial ends within URGENT_TRIAL_DAYS days (or has ended). */
  urgent: boolean;
}

/** ∞ for lifetime, 'N days' for a trial (red at 3 or fewer), 'No trial' otherwise. */
export function trialCell(user: Pick<AdminUser, 'lifetimeAccess' | 'trialStartedAt' | 'trialDaysLeft'>): TrialCell {
  if (user.lifetimeAccess) return { text: '∞', urgent: false };
  if (!user.trialStartedAt) return { text: 'No trial', urgent: false };
  const days = user.trialDaysLeft;
  return { text: `${days} ${days === 1 ? 'day' : 'days'}`, urgent: days <= URGENT_TRIAL_DAYS };
}

/** The status badges: Admin, then Lifetime, the paid plan, or Trial. */
export function statusBadges(user: Pick<AdminUser, 'isAdmin' | 'lifetimeAccess' | 'subscriptionType'>): string[] {
  const badges = user.isAdmin ? ['Admin'] : [];
  if (user.lifetimeAccess) badges.push('Lifetime');
  else if (user.subscriptionType === 'scholar' || user.subscriptionType === 'sage') badges.push(PLANS[user.subscriptionType].displayName);
  else badges.push('Trial');
  return badges;
}

export function formatRevenue(dollars: number): string {
  return `$${dollars.toLocaleString('en-US')}`;
}
