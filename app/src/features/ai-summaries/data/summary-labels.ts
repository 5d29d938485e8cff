/** How summaries and the monthly allowance read on screen (accounts spec, AI Learning Summaries). */
import { SUMMARY_WINDOW_DAYS, type SummaryType } from '@learnlog/shared';

/** The page's name: the spec's "AI Learning Summaries" only where an AI provider makes them. */
export function summariesNames(aiConfigured: boolean): { title: string; feature: string } {
  return aiConfigured ? { title: 'AI Learning Summaries', feature: 'AI Summaries' } : { title: 'Learning summaries', feature: 'Learning summaries' };
}

export const SUMMARY_TYPE_LABELS: Record<SummaryType, string> = { weekly: 'Weekly', monthly: 'Monthly' };

export const SUMMARY_CARDS: { type: SummaryType; title: string; description: string }[] = [
  { type: 'weekly', title: 'Weekly Summary', description: `What each entry of the last ${SUMMARY_WINDOW_DAYS.weekly} days taught you` },
  {
    type: 'monthly',
    title: 'Monthly Summary',
    description: `The themes that ran through the last ${SUMMARY_WINDOW_DAYS.monthly} days, week by week`,
  },
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

// True whether or not the learner has summaries on the server: this device only has none yet.
export const SUMMARIES_OFFLINE_TEXT =
  "You're offline, and no summaries are kept on this device yet. Summaries are made and fetched online: connect to see yours or generate one; after that they stay readable here.";

export const SUMMARIES_ON_DEVICE_TEXT = "You're offline. These are the summaries kept on this device; generating a new one needs a connection.";

/** The label of a summary the built-in summariser made (decisions: it says so). */
export const BASIC_SUMMARY_LABEL = 'Basic summary · made without an AI provider';
