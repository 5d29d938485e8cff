/**
 * New Plan and Edit dialogs: they close and reset on success or cancel (accounts spec 4). Typed
 * text is kept as a draft on the device; closing with it asks first.
 */
import { useState, type FormEvent } from 'react';
import { DraftNotice } from '../../../components/draft-notice';
import { FormField } from '../../../components/form-field';
import { useDraftForm } from '../../../components/use-draft-form';
import type { LocalLearnPlan } from '../../../db/local-records';
import { ChoiceSelect } from '../../../components/choice-select';
import { DialogFrame } from '../../../components/dialog-frame';
import { EMPTY_PLAN_FORM, formFromPlan, LEARN_PLAN_STATUS_OPTIONS, learnPlanInput, type LearnPlanFormValues, type LearnPlanInput } from '../data/learn-plan-form';
import type { LearnPlanLinkSources } from '../data/use-learn-plans';
import { LinkPicker } from './link-picker';

interface LearnPlanFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The plan being edited; none for New Plan. */
  plan?: LocalLearnPlan;
  sources: LearnPlanLinkSources;
  /** Resolves true when saved (the dialog then closes). */
  onSubmit: (input: LearnPlanInput) => Promise<boolean>;
}

export function LearnPlanFormDialog({ open, onOpenChange, plan, sources, onSubmit }: LearnPlanFormDialogProps) {
  // Keyed so the form starts from the plan (or empty) each time the dialog opens.
  return open ? <LearnPlanSheet key={plan?.id ?? 'new'} plan={plan} sources={sources} onSubmit={onSubmit} onClose={() => onOpenChange(false)} /> : null;
}

function LearnPlanSheet({ plan, sources, onSubmit, onClose }: Omit<LearnPlanFormDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const [errors, setErrors] = useState<Partial<Record<'title' | 'goal', string>>>({});
  const [saving, setSaving] = useState(false);
  const { values, setValues, kept, guard, done, frame } = useDraftForm<LearnPlanFormValues>({
    form: plan ? `plan:${plan.id}` : 'plan:new',
    initial: plan ? formFromPlan(plan) : EMPTY_PLAN_FORM,
    onClose,
  });
  const set = <K extends keyof LearnPlanFormValues>(field: K, value: LearnPlanFormValues[K]) => setValues((v) => ({ ...v, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = learnPlanInput(values);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    const saved = await onSubmit(result.input);
    setSaving(false);
    if (saved) await done();
  };

  return (
    <DialogFrame
      {...frame}
      title={plan ? 'Edit Learn Plan' : 'New Learn Plan'}
      description={plan ? 'Change the plan, its target date or what it links to.' : 'Set a goal, a target date, and link the resources and entries that get you there.'}
    >
      <form noValidate className="space-y-4" onSubmit={(event) => void submit(event)}>
        {kept.restoredAt && <DraftNotice savedAt={kept.restoredAt} onDiscard={kept.discard} />}
        <FormField label="Title" value={values.title} error={errors.title} maxLength={200} onChange={(e) => set('title', e.target.value)} />
        <FormField label="Goal" value={values.goal} error={errors.goal} placeholder="What will you be able to do?" onChange={(e) => set('goal', e.target.value)} />
        <div>
          <label htmlFor="plan-description" className="mb-1.5 block text-sm font-medium text-ink">
            Description
          </label>
          <textarea
            id="plan-description"
            rows={3}
            className="input py-2.5"
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
          />
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormField label="Target date" type="date" value={values.targetDate} onChange={(e) => set('targetDate', e.target.value)} />
          <ChoiceSelect label="Status" value={values.status} choices={LEARN_PLAN_STATUS_OPTIONS} onChange={(status) => set('status', status)} />
        </div>
        <LinkPicker
          legend="Linked resources"
          options={sources.resources.map((r) => ({ id: r.id, label: r.title }))}
          selected={values.linkedResourceIds}
          onChange={(ids) => set('linkedResourceIds', ids)}
          emptyText="No resources yet. Add some on the Resources screen to link them here."
        />
        <LinkPicker
          legend="Linked journal entries"
          options={sources.entries.map((e) => ({ id: e.id, label: e.title }))}
          selected={values.linkedJournalEntryIds}
          onChange={(ids) => set('linkedJournalEntryIds', ids)}
          emptyText="No journal entries yet."
        />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={guard.requestClose}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={saving}>
            {plan ? 'Save Changes' : 'Create Plan'}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
