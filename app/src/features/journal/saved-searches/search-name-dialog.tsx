/** Asks for a saved search's name: when saving one (the search text offered) and when renaming it. */
import { useState, type FormEvent } from 'react';
import { SAVED_SEARCH_NAME_MAX } from '@learnlog/shared';
import { DialogFrame } from '../../../components/dialog-frame';
import { FormField } from '../../../components/form-field';

interface SearchNameDialogProps {
  title: string;
  description: string;
  initialName: string;
  action: string;
  onSubmit: (name: string) => Promise<void>;
  onClose: () => void;
}

export function SearchNameDialog({ title, description, initialName, action, onSubmit, onClose }: SearchNameDialogProps) {
  const [name, setName] = useState(initialName);
  const [saving, setSaving] = useState(false);
  const ready = name.trim() !== '';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || saving) return;
    setSaving(true);
    await onSubmit(name.trim());
    onClose();
  };
  return (
    <DialogFrame open onOpenChange={(open) => !open && onClose()} title={title} description={description}>
      <form onSubmit={(event) => void submit(event)} className="space-y-4">
        <FormField label="Name" value={name} onChange={(event) => setName(event.target.value)} maxLength={SAVED_SEARCH_NAME_MAX} required autoComplete="off" autoFocus />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={!ready || saving}>
            {action}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
