/**
 * /goals/:id: one goal, from the device (works offline): its status, progress, milestones and
 * dates, and every journal entry about it with their key learnings and open questions.
 */
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { format, parseISO } from 'date-fns';
import { Check, Pencil } from 'lucide-react';
import { clsx } from 'clsx';
import { shownGoalProgress } from '@learnlog/shared';
import { Fact, RecordNotFound, RecordPage } from '../../components/record-page';
import { ProgressBar } from '../../components/progress-bar';
import { ScreenSkeleton } from '../../components/screen-skeleton';
import { TagChips } from '../../components/tag-chips';
import { EntriesAbout } from '../journal';
import { ReviewTheseCards } from '../review';
import { GoalFormDialog } from './components/goal-form-dialog';
import { GOAL_STATUS_LABELS, PRIORITY_LABELS } from './data/goal-sections';
import { goalIdParam, useGoal } from './data/use-goal';

const LIST = { to: '/goals', label: 'Learning Goals' };
const day = (value: string) => {
  const date = parseISO(value);
  return Number.isNaN(date.getTime()) ? value : format(date, 'MMM d, yyyy');
};

export default function GoalPage() {
  const goal = useGoal(goalIdParam(useParams().id));
  const [editing, setEditing] = useState(false);
  if (goal === undefined) return <ScreenSkeleton label="Loading goal…" cards={1} />;
  if (goal === null) return <RecordNotFound what="Goal" list={LIST} />;
  const progress = shownGoalProgress(goal);
  return (
    <RecordPage
      list={LIST}
      title={goal.title}
      kicker={<span className="rounded-full bg-brand-soft px-2.5 py-1 text-xs font-medium text-brand-ink">{PRIORITY_LABELS[goal.priority]} priority</span>}
      actions={
        <button type="button" className="btn-secondary self-start" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </button>
      }
    >
      <section aria-label="About this goal" className="card space-y-4 p-4 sm:p-5">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Fact term="Status">{GOAL_STATUS_LABELS[goal.status]}</Fact>
          <Fact term="Progress">{progress}%</Fact>
          <Fact term="Target date">{goal.targetDate ? day(goal.targetDate) : '—'}</Fact>
          <Fact term={goal.completedAt ? 'Completed' : 'Started'}>{day(goal.completedAt ?? goal.createdAt)}</Fact>
        </dl>
        <ProgressBar value={progress} label={`Progress of ${goal.title}`} />
        {goal.description && <p className="whitespace-pre-line wrap-anywhere text-ink">{goal.description}</p>}
        {goal.milestones.length > 0 && (
          <div>
            <h2 className="text-sm font-semibold text-ink">Milestones</h2>
            <ul className="mt-2 space-y-1.5">
              {goal.milestones.map((milestone) => {
                const done = goal.completedMilestones.includes(milestone);
                return (
                  <li key={milestone} className="flex items-start gap-2 text-sm">
                    <span className={clsx('mt-0.5 grid size-4 shrink-0 place-items-center rounded border', done ? 'border-brand bg-brand text-white' : 'border-line')}>
                      {done && <Check aria-hidden="true" className="size-3" />}
                    </span>
                    <span className={clsx('wrap-anywhere', done ? 'text-ink-muted line-through' : 'text-ink')}>
                      {milestone}
                      <span className="sr-only">{done ? ' (done)' : ' (to do)'}</span>
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
        )}
        <TagChips tags={goal.tags} />
        <ReviewTheseCards kind="goal" id={goal.id} />
      </section>
      <EntriesAbout kind="goal" record={goal} />
      <GoalFormDialog open={editing} onOpenChange={setEditing} goal={goal} />
    </RecordPage>
  );
}
