/**
 * The Edit Resource dialog. The progress field shows only while the resource is in progress and
 * is clamped to 0-100 (non-numbers become 0). The record as the dialog opened is the conflict
 * base of its text fields (docs/sync-protocol.md, rule 5).
 */
import { useId, useState, type FormEvent } from 'react';
import { clsx } from 'clsx';
import { displayResourceType, RESOURCE_STATUSES, type ResourceStatus, type ResourceType } from '@learnlog/shared';
import { FormField } from '../../../components/form-field';
import type { LocalResource } from '../../../db/local-records';
import { parseProgressInput } from '../data/progress-input';
import { STATUS_LABELS, TYPE_OPTIONS } from '../data/resource-labels';
import { useResourceActions } from '../data/use-resource-actions';
import { ChoiceSelect } from '../../../components/choice-select';
import { DialogFrame } from '../../../components/dialog-frame';
import { TagsInput } from '../../../components/tags-input';

interface EditResourceDialogProps {
  resource: LocalResource;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Mounted only while open, so each opening starts from the record as it is then. */
export function EditResourceDialog({ resource, open, onOpenChange }: EditResourceDialogProps) {
  return (
    <DialogFrame open={open} onOpenChange={onOpenChange} title="Edit Resource" description="Change the details, status or progress of this resource.">
      {open && <EditResourceForm resource={resource} onDone={() => onOpenChange(false)} />}
    </DialogFrame>
  );
}

function EditResourceForm({ resource, onDone }: { resource: LocalResource; onDone: () => void }) {
  const actions = useResourceActions();
  const [openedAs] = useState(resource);
  const [title, setTitle] = useState(resource.title);
  const [type, setType] = useState<ResourceType>(displayResourceType(resource.type));
  const [url, setUrl] = useState(resource.url ?? '');
  const [status, setStatus] = useState<ResourceStatus>(resource.status);
  const [progress, setProgress] = useState(String(resource.progress));
  const [tags, setTags] = useState<string[]>(resource.tags);
  const [notes, setNotes] = useState(resource.notes ?? '');
  const [saving, setSaving] = useState(false);
  const notesId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || saving) return;
    setSaving(true);
    const ok = await actions.update(
      resource,
      { title, type, url: url.trim() || null, status, tags, progress: parseProgressInput(progress), notes: notes || null },
      openedAs,
    );
    setSaving(false);
    if (ok) onDone();
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4">
      <FormField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} required autoComplete="off" />
      <ChoiceSelect label="Type" value={type} choices={TYPE_OPTIONS} onChange={setType} />
      <FormField label="URL (optional)" type="url" inputMode="url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://" />
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-ink">Status</legend>
        <div className="grid grid-cols-3 gap-2">
          {RESOURCE_STATUSES.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={status === value}
              onClick={() => setStatus(value)}
              className={clsx('btn px-2 text-xs sm:text-sm', status === value ? 'bg-brand text-white' : 'border border-line bg-surface text-ink hover:bg-surface-muted')}
            >
              {STATUS_LABELS[value]}
            </button>
          ))}
        </div>
      </fieldset>
      {status === 'in-progress' && (
        // No min/max: the browser would refuse 150 instead of clamping it as the spec asks.
        <FormField
          label="Progress (%)"
          type="number"
          step="any"
          inputMode="numeric"
          value={progress}
          hint="From 0 to 100."
          onChange={(e) => setProgress(e.target.value)}
          onBlur={() => setProgress(String(parseProgressInput(progress)))}
        />
      )}
      <TagsInput tags={tags} onChange={setTags} />
      <div>
        <label htmlFor={notesId} className="mb-1.5 block text-sm font-medium text-ink">
          Notes
        </label>
        <textarea id={notesId} className="input min-h-24 py-2.5" value={notes} onChange={(e) => setNotes(e.target.value)} />
      </div>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-secondary" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn-primary" disabled={!title.trim() || saving}>
          {saving ? 'Updating…' : 'Update'}
        </button>
      </div>
    </form>
  );
}
