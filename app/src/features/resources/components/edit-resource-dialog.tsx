/**
 * The Edit Resource dialog. The progress field shows only while the resource is in progress and
 * is clamped to 0-100 (non-numbers become 0). The record as the dialog opened is the conflict
 * base of its text fields (docs/sync-protocol.md, rule 5). Typed changes are kept as a draft on the device.
 */
import { useId, useState, type FormEvent } from 'react';
import { displayResourceType, type ResourceStatus, type ResourceType } from '@learnlog/shared';
import { FormField } from '../../../components/form-field';
import { DraftNotice } from '../../../components/draft-notice';
import { useDraftForm } from '../../../components/use-draft-form';
import type { LocalResource } from '../../../db/local-records';
import { parseProgressInput } from '../data/progress-input';
import { TYPE_OPTIONS } from '../data/resource-labels';
import { useResourceActions } from '../data/use-resource-actions';
import { ChoiceSelect } from '../../../components/choice-select';
import { DialogFrame } from '../../../components/dialog-frame';
import { TagsInput } from '../../../components/tags-input';
import { ResourceStatusControl } from './resource-status-control';

interface EditResourceDialogProps {
  resource: LocalResource;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface EditValues {
  title: string;
  type: ResourceType;
  url: string;
  status: ResourceStatus;
  progress: string;
  tags: string[];
  notes: string;
}

const valuesOf = (resource: LocalResource): EditValues => ({
  title: resource.title,
  type: displayResourceType(resource.type),
  url: resource.url ?? '',
  status: resource.status,
  progress: String(resource.progress),
  tags: [...resource.tags],
  notes: resource.notes ?? '',
});

/** Mounted only while open, so each opening starts from the record as it is then (or its draft). */
export function EditResourceDialog({ resource, open, onOpenChange }: EditResourceDialogProps) {
  return open ? <EditResourceSheet resource={resource} onClose={() => onOpenChange(false)} /> : null;
}

function EditResourceSheet({ resource, onClose }: { resource: LocalResource; onClose: () => void }) {
  const actions = useResourceActions();
  const [saving, setSaving] = useState(false);
  const notesId = useId();
  const { values, setValues, kept, guard, done, frame } = useDraftForm<EditValues, LocalResource>({
    form: `resource:${resource.id}`,
    initial: valuesOf(resource),
    base: resource,
    onClose,
  });
  const set = <K extends keyof EditValues>(field: K, value: EditValues[K]) => setValues((v) => ({ ...v, [field]: value }));
  const { title, type, url, status, progress, tags, notes } = values;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || saving) return;
    setSaving(true);
    const ok = await actions.update(
      resource,
      { title, type, url: url.trim() || null, status, tags, progress: parseProgressInput(progress), notes: notes || null },
      // The record as the dialog (or its draft) first showed it: the base of its text (sync rule 5).
      kept.restoredBase ?? resource,
    );
    setSaving(false);
    if (ok) await done();
  };

  return (
    <DialogFrame {...frame} title="Edit Resource" description="Change the details, status or progress of this resource.">
      <form onSubmit={(event) => void submit(event)} className="space-y-4">
        {kept.restoredAt && <DraftNotice savedAt={kept.restoredAt} onDiscard={kept.discard} />}
        <FormField label="Title" value={title} onChange={(e) => set('title', e.target.value)} maxLength={200} required autoComplete="off" />
        <ChoiceSelect label="Type" value={type} choices={TYPE_OPTIONS} onChange={(next) => set('type', next)} />
        <FormField label="URL (optional)" type="url" inputMode="url" value={url} onChange={(e) => set('url', e.target.value)} placeholder="https://" />
        <ResourceStatusControl value={status} onChange={(next) => set('status', next)} />
        {status === 'in-progress' && (
          // No min/max: the browser would refuse 150 instead of clamping it as the spec asks.
          <FormField
            label="Progress (%)"
            type="number"
            step="any"
            inputMode="numeric"
            value={progress}
            hint="From 0 to 100."
            onChange={(e) => set('progress', e.target.value)}
            onBlur={() => set('progress', String(parseProgressInput(progress)))}
          />
        )}
        <TagsInput tags={tags} onChange={(next) => set('tags', next)} />
        <div>
          <label htmlFor={notesId} className="mb-1.5 block text-sm font-medium text-ink">
            Notes
          </label>
          <textarea id={notesId} className="input min-h-24 py-2.5" value={notes} onChange={(e) => set('notes', e.target.value)} />
        </div>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={guard.requestClose}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={!title.trim() || saving}>
            {saving ? 'Updating…' : 'Update'}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
