/** How summaries and the monthly allowance read on screen (accounts spec, AI Learning Summaries). */
import { SUMMARY_WINDOW_DAYS, type SummaryType } from '@learnlog/shared';

export const SUMMARY_TYPE_LABELS: Record<SummaryType, string> = { weekly: 'Weekly', monthly: 'Monthly' };

export const SUMMARY_CARDS: { type: SummaryType; title: string; description: string }[] = [
  { type: 'weekly', title: 'Weekly Summary', description: `Insights from the last ${SUMMARY_WINDOW_DAYS.weekly} days of your journal` },
  { type: 'monthly', title: 'Monthly Summary', description: `Insights from the last ${SUMMARY_WINDOW_DAYS.monthly} days of your journal` },
];

export function isAtMonthlyLimit(usage: { used: number; limit: number }): boolean {
  return usage.used >= usage.limit;
}

/** Spec: 'Monthly limit reached (used/limit)', otherwise 'N monthly summaries remaining'. */
export function monthlyUsageText(usage: { used: number; limit: number }): string {
  if (isAtMonthlyLimit(usage)) return `Monthly limit reached (${usage.used}/${usage.limit})`;
  const left = usage.limit - usage.used;
  return `${left} monthly ${left === 1 ? 'summary' : 'summaries'} remaining`;
}

export const entriesAnalyzedText = (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'} analyzed`;

export const SUMMARIES_OFFLINE_TEXT = 'AI summaries need a connection. Connect to the internet to generate and read your summaries.';
