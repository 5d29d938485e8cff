/** A plan's detail: goal, status, target date, description, linked resources and entries, milestones. */
import type { ReactNode } from 'react';
import { Pencil } from 'lucide-react';
import { clsx } from 'clsx';
import type { LearnPlanProgress } from '@learnlog/shared';
import type { LocalLearnPlan } from '../../../db/local-records';
import { DialogFrame } from '../../../components/dialog-frame';
import { ProgressBar } from '../../../components/progress-bar';
import { STATUS_LABELS } from '../../resources';
import { LEARN_PLAN_STATUS_LABELS } from '../data/learn-plan-form';
import { dueText, targetDateText } from '../data/learn-plan-labels';
import type { LearnPlanLinkSources } from '../data/use-learn-plans';
import { MilestonesSection } from './milestones-section';
import { STATUS_BADGE } from './learn-plan-card';
import { progressText } from '../data/progress-text';

interface LearnPlanDetailDialogProps {
  plan: LocalLearnPlan | undefined;
  progress: LearnPlanProgress | undefined;
  sources: LearnPlanLinkSources;
  onClose: () => void;
  onEdit: (plan: LocalLearnPlan) => void;
}

/** One dt/dd pair; its div must be a direct child of the dl (a wider field passes its own class). */
function Field({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt className="text-xs font-medium tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm text-ink">{children}</dd>
    </div>
  );
}

export function LearnPlanDetailDialog({ plan, progress, sources, onClose, onEdit }: LearnPlanDetailDialogProps) {
  const resources = plan ? sources.resources.filter((r) => plan.linkedResourceIds.includes(r.id)) : [];
  const entries = plan ? sources.entries.filter((e) => plan.linkedJournalEntryIds.includes(e.id)) : [];
  return (
    <DialogFrame open={plan !== undefined} onOpenChange={(open) => !open && onClose()} title={plan?.title ?? ''} description="Learn plan details">
      {plan && (
        <div className="space-y-5">
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field label="Goal" className="sm:col-span-2">
              {plan.goal}
            </Field>
            <Field label="Status">
              <span className={clsx('rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_BADGE[plan.status])}>{LEARN_PLAN_STATUS_LABELS[plan.status]}</span>
            </Field>
            <Field label="Target date">{plan.targetDate ? `${targetDateText(plan.targetDate)} · ${dueText(plan.targetDate)}` : 'No target date'}</Field>
            {plan.description && (
              <Field label="Description" className="sm:col-span-2">
                <span className="whitespace-pre-wrap">{plan.description}</span>
              </Field>
            )}
          </dl>

          {progress && (
            <div className="space-y-1">
              <p className="text-sm text-ink">
                {progressText(progress)}
              </p>
              <ProgressBar value={progress.percent} label={`${plan.title} progress`} />
            </div>
          )}

          <section aria-labelledby="plan-resources-heading">
            <h3 id="plan-resources-heading" className="mb-2 text-sm font-semibold text-ink">
              Linked resources
            </h3>
            {resources.length === 0 ? (
              <p className="text-sm text-ink-muted">No linked resources.</p>
            ) : (
              <ul className="divide-y divide-line rounded-xl border border-line">
                {resources.map((r) => (
                  <li key={r.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                    <span className="truncate text-ink">{r.title}</span>
                    <span className="shrink-0 rounded-full bg-surface-muted px-2 py-0.5 text-xs text-ink-muted">{STATUS_LABELS[r.status]}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="plan-entries-heading">
            <h3 id="plan-entries-heading" className="mb-2 text-sm font-semibold text-ink">
              Linked journal entries
            </h3>
            {entries.length === 0 ? (
              <p className="text-sm text-ink-muted">No linked journal entries.</p>
            ) : (
              <ul className="divide-y divide-line rounded-xl border border-line">
                {entries.map((e) => (
                  <li key={e.id} className="truncate px-3 py-2 text-sm text-ink">
                    {e.title}
                  </li>
                ))}
              </ul>
            )}
          </section>

          <MilestonesSection plan={plan} />

          <div className="flex justify-end">
            <button type="button" className="btn-secondary" onClick={() => onEdit(plan)}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit Plan
            </button>
          </div>
        </div>
      )}
    </DialogFrame>
  );
}
