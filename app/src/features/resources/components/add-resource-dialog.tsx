/**
 * The Add Learning Resource dialog (dashboard and /resources). Saved on the device at once and
 * queued for the server, so it works offline; Add stays disabled until title and type are set.
 * Typed text is kept as a draft on the device; closing with it asks first.
 */
import { useState, type FormEvent } from 'react';
import type { ResourceStatus, ResourceType } from '@learnlog/shared';
import { FormField } from '../../../components/form-field';
import { DraftNotice } from '../../../components/draft-notice';
import { useDraftForm } from '../../../components/use-draft-form';
import { TYPE_OPTIONS } from '../data/resource-labels';
import { useResourceActions } from '../data/use-resource-actions';
import { ChoiceSelect } from '../../../components/choice-select';
import { DialogFrame } from '../../../components/dialog-frame';
import { TagsInput } from '../../../components/tags-input';
import { ResourceStatusControl } from './resource-status-control';

interface Draft {
  title: string;
  type: ResourceType | undefined;
  url: string;
  status: ResourceStatus;
  tags: string[];
}

const EMPTY: Draft = { title: '', type: undefined, url: '', status: 'to-learn', tags: [] };

interface AddResourceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Starting values (a link shared to LearnLog from another app). */
  initial?: Partial<Draft>;
}

/**
 * Mounted only while open: each opening starts empty (or from `initial`), or from the draft kept
 * on the device; Discard draft goes back to the starting values.
 */
export function AddResourceDialog({ open, onOpenChange, initial }: AddResourceDialogProps) {
  return open ? <AddResourceSheet initial={initial} onClose={() => onOpenChange(false)} /> : null;
}

function AddResourceSheet({ initial, onClose }: { initial?: Partial<Draft>; onClose: () => void }) {
  const actions = useResourceActions();
  const [saving, setSaving] = useState(false);
  const { values: draft, setValues: setDraft, kept, guard, done, frame } = useDraftForm<Draft>({ form: 'resource:new', initial: { ...EMPTY, ...initial }, onClose });
  const set = <K extends keyof Draft>(field: K, value: Draft[K]) => setDraft((d) => ({ ...d, [field]: value }));
  const ready = draft.title.trim() !== '' && draft.type !== undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || !draft.type || saving) return;
    setSaving(true);
    const ok = await actions.add({
      title: draft.title,
      type: draft.type,
      url: draft.url.trim() || null,
      status: draft.status,
      tags: draft.tags,
      isPublic: false,
      progress: 0,
      notes: '',
    });
    setSaving(false);
    if (ok) await done();
  };

  return (
    <DialogFrame {...frame} title="Add Learning Resource" description="Track a book, course, video or anything you learn from.">
      <form onSubmit={(event) => void submit(event)} className="space-y-4">
        {kept.restoredAt && <DraftNotice savedAt={kept.restoredAt} onDiscard={kept.discard} />}
        <FormField label="Title" value={draft.title} onChange={(e) => set('title', e.target.value)} maxLength={200} required autoComplete="off" />
        <ChoiceSelect label="Type" value={draft.type} choices={TYPE_OPTIONS} onChange={(type) => set('type', type)} placeholder="Choose a type" />
        <ResourceStatusControl value={draft.status} onChange={(status) => set('status', status)} />
        <FormField label="URL (optional)" type="url" inputMode="url" value={draft.url} onChange={(e) => set('url', e.target.value)} placeholder="https://" />
        <TagsInput tags={draft.tags} onChange={(tags) => set('tags', tags)} />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={guard.requestClose}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={!ready || saving}>
            {saving ? 'Adding…' : 'Add Resource'}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
