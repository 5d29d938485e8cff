/**
 * The seeker usage banner (core spec 4): blue under 80% of the daily limit, orange from 80%,
 * red at or above the limit (New Entry is then disabled).
 */
import { USAGE_WARNING_RATIO } from '@learnlog/shared';

export type UsageLevel = 'info' | 'warning' | 'limit';

export interface EntryAllowance {
  used: number;
  /** null when unlimited. */
  limit: number | null;
  isUnlimited: boolean;
}

export function usageLevel(used: number, limit: number): UsageLevel {
  if (limit <= 0 || used >= limit) return 'limit';
  return used / limit >= USAGE_WARNING_RATIO ? 'warning' : 'info';
}

/** Whether New Entry is disabled: a known, limited allowance that is used up. */
export function atDailyLimit(allowance: EntryAllowance | undefined): boolean {
  return !!allowance && !allowance.isUnlimited && allowance.limit !== null && usageLevel(allowance.used, allowance.limit) === 'limit';
}

const entries = (n: number) => `${n} journal ${n === 1 ? 'entry' : 'entries'}`;

/** The banner's sentence for each level. */
export function usageBannerText(used: number, limit: number): string {
  if (usageLevel(used, limit) === 'limit') {
    return `You've reached today's limit of ${entries(limit)} on the free Seeker plan. Upgrade for unlimited entries, or write again tomorrow.`;
  }
  return `Free Seeker plan: ${used} of ${entries(limit)} used today.`;
}
