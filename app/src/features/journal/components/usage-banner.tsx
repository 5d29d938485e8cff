/**
 * The seeker usage banner (core spec 4): blue under 80% of today's limit, orange from 80%, red
 * at the limit. Learners without a limit see nothing.
 */
import { Link } from 'react-router-dom';
import { Info, OctagonAlert, TriangleAlert } from 'lucide-react';
import { clsx } from 'clsx';
import { usageBannerText, usageLevel, type EntryAllowance, type UsageLevel } from '../data/usage-level';

const LEVEL_STYLE: Record<UsageLevel, string> = {
  info: 'border-sky-200 bg-sky-50 text-sky-900 dark:border-sky-900 dark:bg-sky-950/60 dark:text-sky-100',
  warning: 'border-orange-200 bg-orange-50 text-orange-900 dark:border-orange-900 dark:bg-orange-950/60 dark:text-orange-100',
  limit: 'border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950/60 dark:text-red-100',
};

const LEVEL_ICON = { info: Info, warning: TriangleAlert, limit: OctagonAlert } as const;

export function UsageBanner({ allowance }: { allowance: EntryAllowance | undefined }) {
  if (!allowance || allowance.isUnlimited || allowance.limit === null) return null;
  const level = usageLevel(allowance.used, allowance.limit);
  const Icon = LEVEL_ICON[level];
  return (
    <div role="status" data-level={level} data-testid="usage-banner" className={clsx('flex items-start gap-3 rounded-xl border px-4 py-3 text-sm', LEVEL_STYLE[level])}>
      <Icon aria-hidden="true" className="mt-px size-5 shrink-0" />
      {/* The link wraps under the sentence on phones and sits beside it on wider screens. */}
      <div className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-x-4 gap-y-1.5">
        <p className="min-w-[min(100%,16rem)] flex-1">{usageBannerText(allowance.used, allowance.limit)}</p>
        <Link to="/pricing" className="font-semibold whitespace-nowrap underline underline-offset-2">
          Upgrade for Unlimited
        </Link>
      </div>
    </div>
  );
}
