/**
 * The Create Learning Goal dialog: title required; description, target date and tags optional;
 * priority medium by default; the form resets after a goal is created (core spec 5).
 */
import { useId, useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { GOAL_PRIORITIES, type GoalPriority } from '@learnlog/shared';
import { FormField } from '../../../components/form-field';
import { ChoiceSelect } from '../../../components/choice-select';
import { DialogFrame } from '../../../components/dialog-frame';
import { TagsInput } from '../../../components/tags-input';
import { PRIORITY_LABELS } from '../data/goal-sections';
import { useGoalActions } from '../data/use-goal-actions';

interface Draft {
  title: string;
  description: string;
  targetDate: string;
  priority: GoalPriority;
  tags: string[];
}

const EMPTY: Draft = { title: '', description: '', targetDate: '', priority: 'medium', tags: [] };
const PRIORITY_CHOICES = GOAL_PRIORITIES.map((value) => ({ value, label: PRIORITY_LABELS[value] }));

export function CreateGoalDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const actions = useGoalActions();
  const descriptionId = useId();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof Draft>(field: K, value: Draft[K]) => setDraft((d) => ({ ...d, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft.title.trim() || saving) return;
    setSaving(true);
    const ok = await actions.create({
      title: draft.title,
      description: draft.description.trim() || null,
      targetDate: draft.targetDate || null,
      priority: draft.priority,
      tags: draft.tags,
      status: 'active',
    });
    setSaving(false);
    if (ok) {
      setDraft(EMPTY);
      onOpenChange(false);
    }
  };

  return (
    <DialogFrame open={open} onOpenChange={onOpenChange} title="Create Learning Goal" description="Set something you want to learn and, if you like, a date to learn it by.">
      <form onSubmit={(event) => void submit(event)} className="space-y-4">
        <FormField label="Title" value={draft.title} onChange={(e) => set('title', e.target.value)} maxLength={200} required autoComplete="off" />
        <div>
          <label htmlFor={descriptionId} className="mb-1.5 block text-sm font-medium text-ink">
            Description (optional)
          </label>
          <textarea id={descriptionId} className="input min-h-20 py-2.5" value={draft.description} onChange={(e) => set('description', e.target.value)} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Target date (optional)" type="date" value={draft.targetDate} onChange={(e) => set('targetDate', e.target.value)} />
          <ChoiceSelect label="Priority" value={draft.priority} choices={PRIORITY_CHOICES} onChange={(priority) => set('priority', priority)} />
        </div>
        <TagsInput tags={draft.tags} onChange={(tags) => set('tags', tags)} />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={!draft.title.trim() || saving}>
            {saving ? 'Creating…' : 'Create Goal'}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}

export function NewGoalButton({ label = 'New Goal' }: { label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn-primary" onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="size-4" />
        {label}
      </button>
      <CreateGoalDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
