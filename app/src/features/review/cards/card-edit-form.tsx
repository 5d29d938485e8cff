/** Editing a card's text in place: it edits the entry's key learning or that question line. */
import { useId, useState, type FormEvent } from 'react';
import { REVIEW } from '@learnlog/shared';

interface Props {
  text: string;
  isQuestion: boolean;
  onSave: (text: string) => Promise<void>;
  onCancel: () => void;
}

export function CardEditForm({ text: initial, isQuestion, onSave, onCancel }: Props) {
  const id = useId();
  const [text, setText] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await onSave(text);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setSaving(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        Card text
      </label>
      <textarea
        id={id}
        className="input min-h-20 py-2"
        value={text}
        maxLength={REVIEW.cardTextMax}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${id}-hint`}
        autoFocus
      />
      <p id={`${id}-hint`} className="text-xs text-ink-muted">
        {isQuestion ? 'Saved as this question in its entry.' : 'Saved as the entry’s key learning.'}
      </p>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn-primary" disabled={saving || !text.trim() || text.trim() === initial.trim()}>
          Save card
        </button>
      </div>
    </form>
  );
}
