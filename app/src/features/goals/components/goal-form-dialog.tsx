/**
 * Create Learning Goal and Edit Goal: title required; description, target date and tags
 * optional; priority medium by default (core spec 5). Mounted only while open, so a new goal
 * starts empty and an edit starts from the goal as it is, or from the draft kept on the device.
 */
import { useId, useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { GOAL_PRIORITIES, type GoalPriority } from '@learnlog/shared';
import { DialogFrame } from '../../../components/dialog-frame';
import { DraftNotice } from '../../../components/draft-notice';
import { FormField } from '../../../components/form-field';
import { useDraftForm } from '../../../components/use-draft-form';
import type { LocalGoal } from '../../../db/local-records';
import { ChoiceSelect } from '../../../components/choice-select';
import { TagsInput } from '../../../components/tags-input';
import { PRIORITY_LABELS } from '../data/goal-sections';
import { useGoalActions } from '../data/use-goal-actions';

interface GoalValues {
  title: string;
  description: string;
  targetDate: string;
  priority: GoalPriority;
  tags: string[];
}

const EMPTY: GoalValues = { title: '', description: '', targetDate: '', priority: 'medium', tags: [] };
const PRIORITY_CHOICES = GOAL_PRIORITIES.map((value) => ({ value, label: PRIORITY_LABELS[value] }));

const valuesOf = (goal: LocalGoal): GoalValues => ({
  title: goal.title,
  description: goal.description ?? '',
  // The date input shows a day; a stored moment is cut to its date.
  targetDate: goal.targetDate ? goal.targetDate.slice(0, 10) : '',
  priority: goal.priority,
  tags: [...goal.tags],
});

interface GoalFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The goal to edit; a new goal without it. */
  goal?: LocalGoal;
}

export function GoalFormDialog({ open, onOpenChange, goal }: GoalFormDialogProps) {
  return open ? <GoalSheet goal={goal} onClose={() => onOpenChange(false)} /> : null;
}

function GoalSheet({ goal, onClose }: { goal?: LocalGoal; onClose: () => void }) {
  const actions = useGoalActions();
  const descriptionId = useId();
  const [saving, setSaving] = useState(false);
  const { values, setValues, kept, guard, done, frame } = useDraftForm<GoalValues, LocalGoal>({
    form: goal ? `goal:${goal.id}` : 'goal:new',
    initial: goal ? valuesOf(goal) : EMPTY,
    base: goal,
    onClose,
  });
  const set = <K extends keyof GoalValues>(field: K, value: GoalValues[K]) => setValues((v) => ({ ...v, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.title.trim() || saving) return;
    setSaving(true);
    const fields = {
      title: values.title,
      description: values.description.trim() || null,
      targetDate: values.targetDate || null,
      priority: values.priority,
      tags: values.tags,
    };
    const ok = goal ? await actions.update(goal, fields, kept.restoredBase ?? goal) : await actions.create({ ...fields, status: 'active' });
    setSaving(false);
    if (ok) await done();
  };

  return (
    <DialogFrame
      {...frame}
      title={goal ? 'Edit Learning Goal' : 'Create Learning Goal'}
      description={goal ? 'Change the goal, its target date, priority or tags.' : 'Set something you want to learn and, if you like, a date to learn it by.'}
    >
      <form onSubmit={(event) => void submit(event)} className="space-y-4">
        {kept.restoredAt && <DraftNotice savedAt={kept.restoredAt} onDiscard={kept.discard} />}
        <FormField label="Title" value={values.title} onChange={(e) => set('title', e.target.value)} maxLength={200} required autoComplete="off" />
        <div>
          <label htmlFor={descriptionId} className="mb-1.5 block text-sm font-medium text-ink">
            Description (optional)
          </label>
          <textarea id={descriptionId} className="input min-h-20 py-2.5" value={values.description} onChange={(e) => set('description', e.target.value)} />
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormField label="Target date (optional)" type="date" value={values.targetDate} onChange={(e) => set('targetDate', e.target.value)} />
          <ChoiceSelect label="Priority" value={values.priority} choices={PRIORITY_CHOICES} onChange={(priority) => set('priority', priority)} />
        </div>
        <TagsInput tags={values.tags} onChange={(tags) => set('tags', tags)} />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={guard.requestClose}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={!values.title.trim() || saving}>
            {goal ? (saving ? 'Saving…' : 'Save Changes') : saving ? 'Creating…' : 'Create Goal'}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}

interface NewGoalButtonProps {
  label?: string;
  /** Opens the dialog whenever it changes to a new value (the setup's Create Goal step). */
  openKey?: string | null;
  onClosed?: () => void;
}

export function NewGoalButton({ label = 'New Goal', openKey = null, onClosed }: NewGoalButtonProps) {
  const [open, setOpen] = useState(openKey !== null);
  const [openedFor, setOpenedFor] = useState(openKey);
  if (openKey !== openedFor) {
    setOpenedFor(openKey);
    if (openKey !== null) setOpen(true);
  }
  const change = (next: boolean) => {
    setOpen(next);
    if (!next) onClosed?.();
  };
  return (
    <>
      <button type="button" className="btn-primary" onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="size-4" />
        {label}
      </button>
      <GoalFormDialog open={open} onOpenChange={change} />
    </>
  );
}
