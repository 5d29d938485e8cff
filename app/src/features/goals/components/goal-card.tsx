/** One goal: title, description, priority, target date (marked when overdue), tags, progress, status, edit, delete; a completed one wears a check and steps back. */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CalendarClock, CalendarDays, Pencil, Trash2 } from 'lucide-react';
import { clsx } from 'clsx';
import { format, parseISO } from 'date-fns';
import { GOAL_STATUSES, isGoalOverdue, shownGoalProgress, type GoalPriority } from '@learnlog/shared';
import type { LocalGoal } from '../../../db/local-records';
import { ChoiceSelect } from '../../../components/choice-select';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { ProgressBar } from '../../../components/progress-bar';
import { COMPLETED_CARD, CompletedMark } from '../../../components/completed-mark';
import { TagChips } from '../../../components/tag-chips';
import { useSignedInUser } from '../../auth';
import { PendingMarker } from '../../sync-status';
import { GOAL_STATUS_LABELS, PRIORITY_LABELS } from '../data/goal-sections';
import { useGoalActions } from '../data/use-goal-actions';
import { GoalFormDialog } from './goal-form-dialog';

const STATUS_CHOICES = GOAL_STATUSES.map((value) => ({ value, label: GOAL_STATUS_LABELS[value] }));

const PRIORITY_STYLE: Record<GoalPriority, string> = {
  high: 'bg-danger-soft text-danger',
  medium: 'bg-brand-soft text-brand-ink',
  low: 'bg-surface-muted text-ink-muted',
};

function targetDateText(value: string): string {
  const date = parseISO(value);
  return Number.isNaN(date.getTime()) ? value : format(date, 'MMM d, yyyy');
}

export function GoalCard({ goal }: { goal: LocalGoal }) {
  const actions = useGoalActions();
  const { timeZone } = useSignedInUser();
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const overdue = isGoalOverdue(goal, new Date(), timeZone);
  const titleId = `goal-${goal.id}-title`;
  const progress = shownGoalProgress(goal);
  const completed = goal.status === 'completed';

  return (
    <li aria-labelledby={titleId} data-testid="goal-card" className={clsx('card flex flex-col gap-3 p-4', completed && COMPLETED_CARD)}>
      <div className="flex items-start justify-between gap-2">
        {completed ? (
          <CompletedMark />
        ) : (
          <span className={clsx('rounded-full px-2.5 py-1 text-xs font-medium', PRIORITY_STYLE[goal.priority])}>{PRIORITY_LABELS[goal.priority]} priority</span>
        )}
        <div className="-mt-1 -mr-2 flex items-center">
          <button type="button" className="btn-ghost min-h-10 px-2.5" aria-label={`Edit ${goal.title}`} onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" />
          </button>
          <button type="button" className="btn-ghost min-h-10 px-2.5 text-danger" aria-label={`Delete ${goal.title}`} onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
      <div>
        <h3 id={titleId} className={clsx('font-semibold break-words', completed ? 'text-ink-muted' : 'text-ink')}>
          <Link to={`/goals/${goal.id}`} state={{ fromList: true }} className="hover:text-brand-ink hover:underline">
            {goal.title}
          </Link>
        </h3>
        <PendingMarker record={goal} className="mt-1" />
        {goal.description && <p className="mt-1 text-sm text-ink-muted">{goal.description}</p>}
        {goal.targetDate &&
          (overdue ? (
            <p data-testid="goal-overdue" className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-danger-soft px-2.5 py-0.5 text-xs font-semibold text-danger">
              <CalendarClock aria-hidden="true" className="size-3.5" />
              Overdue · target {targetDateText(goal.targetDate)}
            </p>
          ) : (
            <p className="mt-2 inline-flex items-center gap-1.5 text-xs text-ink-muted">
              <CalendarDays aria-hidden="true" className="size-3.5" />
              Target: {targetDateText(goal.targetDate)}
            </p>
          ))}
      </div>
      <TagChips tags={goal.tags} />
      <div>
        <div className="mb-1 flex justify-between text-xs text-ink-muted">
          <span>Progress</span>
          <span>{progress}%</span>
        </div>
        <ProgressBar value={progress} label={`Progress of ${goal.title}`} className={clsx(completed && 'opacity-60')} />
      </div>
      <ChoiceSelect
        className="mt-auto"
        hideLabel
        label={`Status of ${goal.title}`}
        value={goal.status}
        choices={STATUS_CHOICES}
        onChange={(status) => void actions.changeStatus(goal, status)}
        triggerClassName="min-h-10 text-sm"
      />
      <GoalFormDialog open={editing} onOpenChange={setEditing} goal={goal} />
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this goal?"
        description={`“${goal.title}” will be removed from your goals. This cannot be undone.`}
        onConfirm={() => void actions.remove(goal)}
      />
    </li>
  );
}
