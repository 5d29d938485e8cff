/** The editor's header (✕, title, Cancel, Save) and its title field, memoised apart from the content. */
import { memo, type RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { LoaderCircle, X } from 'lucide-react';
import type { SetEntryField } from './entry-details';

interface TitleFieldProps {
  id: string;
  value: string;
  error: string | undefined;
  setField: SetEntryField;
  inputRef: RefObject<HTMLInputElement | null>;
}

/** The title (memoised, like the details panel: typing in the content leaves it alone). */
export const TitleField = memo(function TitleField({ id, value, error, setField, inputRef }: TitleFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        Title
      </label>
      <input
        ref={inputRef}
        id={id}
        className="input text-lg font-semibold"
        value={value}
        onChange={(event) => setField('title', event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        placeholder="What did you learn?"
        autoComplete="off"
        enterKeyHint="next"
      />
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
});

/** ✕, the title, Cancel and Save (memoised: a keystroke in the content leaves it alone). */
export const EditorHeader = memo(function EditorHeader({ editing, saving }: { editing: boolean; saving: boolean }) {
  return (
    <header className="flex items-center gap-2 border-b border-line bg-surface px-3 py-2 sm:gap-3 sm:px-5 sm:py-3">
      <Dialog.Close className="btn-ghost -ml-1 px-2" aria-label="Close">
        <X aria-hidden="true" className="size-5" />
      </Dialog.Close>
      <div className="min-w-0 flex-1">
        <Dialog.Title className="truncate text-base font-semibold text-ink sm:text-lg">{editing ? 'Edit Learning Entry' : 'New Learning Entry'}</Dialog.Title>
        <Dialog.Description className="sr-only text-sm text-ink-muted lg:not-sr-only">
          {editing ? 'Change what you learned; it is saved on this device first.' : 'Capture what you learned today. It is saved on this device first, even offline.'}
        </Dialog.Description>
      </div>
      <Dialog.Close type="button" className="btn-secondary max-sm:hidden">
        Cancel
      </Dialog.Close>
      <button type="submit" className="btn-primary" disabled={saving} title="Save (Ctrl+Enter)" aria-keyshortcuts="Control+Enter Meta+Enter">
        {saving && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
        {editing ? 'Update Entry' : 'Save Entry'}
      </button>
    </header>
  );
});
