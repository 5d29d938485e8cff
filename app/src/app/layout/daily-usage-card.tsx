import { Link } from 'react-router-dom';
import { clsx } from 'clsx';
import { hasUnlimitedEntries, type Usage } from '@learnlog/shared';
import { useSignedInUser } from '../../features/auth/current-user';
import { useUsage } from '../../features/access/use-usage';
import { useOnline } from '../../sync/use-sync-state';
import { SNAPSHOT_OMIT } from '../../lib/first-screen-snapshot';

type Allowance = Usage['journalEntries'];

function UsageRow({ label, allowance }: { label: string; allowance: Allowance | undefined }) {
  const figure = !allowance ? '–' : allowance.isUnlimited || allowance.limit === null ? 'Unlimited' : `${allowance.used}/${allowance.limit}`;
  const share = allowance?.limit ? Math.min(1, allowance.used / allowance.limit) : 0;
  return (
    <div>
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="text-ink-muted">{label}</span>
        <span className="font-semibold text-ink tabular-nums">{figure}</span>
      </div>
      {allowance && !allowance.isUnlimited && (
        <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-line" aria-hidden="true">
          <div className={clsx('h-full rounded-full', share >= 1 ? 'bg-red-600' : 'bg-brand')} style={{ width: `${share * 100}%` }} />
        </div>
      )}
    </div>
  );
}

/** Seekers' daily allowances (last known figures offline) and the way to lift them. */
export function DailyUsageCard({ onNavigate }: { onNavigate?: () => void }) {
  const user = useSignedInUser();
  const online = useOnline();
  const { usage, fromCache } = useUsage();

  const limited = usage ? !usage.journalEntries.isUnlimited : !hasUnlimitedEntries(user, new Date());
  if (!limited) return null;

  return (
    <section aria-label="Daily Usage" {...SNAPSHOT_OMIT} className="rounded-xl border border-line px-3 py-2.5" data-testid="daily-usage">
      <h2 className="text-[11px] font-semibold tracking-wider text-ink-muted uppercase">Daily Usage</h2>
      <div className="mt-1.5 space-y-1.5">
        <UsageRow label="Journal entries" allowance={usage?.journalEntries} />
        <UsageRow label="Resources" allowance={usage?.resourceEntries} />
      </div>
      {!online && (
        <p className="mt-2 text-xs text-ink-muted">{usage && fromCache ? 'Last known figures (offline)' : 'Shown once you are online'}</p>
      )}
      <Link to="/pricing" onClick={onNavigate} className="mt-2 block text-sm font-semibold text-brand-ink hover:underline">
        Upgrade for Unlimited
      </Link>
    </section>
  );
}
