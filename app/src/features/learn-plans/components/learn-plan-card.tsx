/** One plan in the list: title, goal, status, due date, link counts and real progress. */
import { CalendarClock, Pencil, Trash2 } from 'lucide-react';
import { clsx } from 'clsx';
import type { LearnPlanProgress } from '@learnlog/shared';
import type { LocalLearnPlan } from '../../../db/local-records';
import { PendingMarker } from '../../sync-status';
import { ProgressBar } from '../../../components/progress-bar';
import { LEARN_PLAN_STATUS_LABELS } from '../data/learn-plan-form';
import { countText, dueText } from '../data/learn-plan-labels';

interface LearnPlanCardProps {
  plan: LocalLearnPlan;
  progress: LearnPlanProgress;
  onOpen: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export const STATUS_BADGE: Record<LocalLearnPlan['status'], string> = {
  active: 'bg-brand-soft text-brand-ink',
  paused: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  completed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
};

export function LearnPlanCard({ plan, progress, onOpen, onEdit, onDelete }: LearnPlanCardProps) {
  return (
    <article aria-label={plan.title} className="card flex w-full flex-col gap-3 p-5">
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold wrap-anywhere text-ink">
            {/* The whole title opens the detail; Edit and Delete stay separate buttons. */}
            <button type="button" className="text-left hover:underline" onClick={onOpen}>
              {plan.title}
            </button>
          </h2>
          <p className="mt-0.5 line-clamp-2 text-sm wrap-anywhere text-ink-muted">{plan.goal}</p>
        </div>
        <span className={clsx('shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_BADGE[plan.status])}>
          {LEARN_PLAN_STATUS_LABELS[plan.status]}
        </span>
      </header>

      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-ink-muted">
        {plan.targetDate && (
          <span className="inline-flex items-center gap-1">
            <CalendarClock aria-hidden="true" className="size-3.5" />
            {dueText(plan.targetDate)}
          </span>
        )}
        <span>{countText(plan.linkedResourceIds.length, 'resource', 'resources')}</span>
        <span>{countText(plan.linkedJournalEntryIds.length, 'entry', 'entries')}</span>
        <PendingMarker record={plan} />
      </div>

      <div className="space-y-1">
        <div className="flex justify-between text-xs text-ink-muted">
          <span>Progress</span>
          <span>{progress.percent}%</span>
        </div>
        <ProgressBar value={progress.percent} label={`${plan.title} progress`} />
      </div>

      <footer className="mt-auto flex justify-end gap-1 pt-1">
        <button type="button" className="btn-ghost px-3" onClick={onEdit} aria-label={`Edit ${plan.title}`}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </button>
        <button type="button" className="btn-ghost px-3 text-danger" onClick={onDelete} aria-label={`Delete ${plan.title}`}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </button>
      </footer>
    </article>
  );
}
