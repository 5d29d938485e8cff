/** "Answer" on a question card: the answer goes into the entry under Answers and the card retires. */
import { useId, useState, type FormEvent } from 'react';
import { REVIEW } from '@learnlog/shared';

export function AnswerForm({ onAnswer, onCancel }: { onAnswer: (text: string) => Promise<void>; onCancel: () => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setSaving(true);
    try {
      await onAnswer(text);
    } finally {
      setSaving(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-3">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        Your answer
      </label>
      <textarea
        id={id}
        className="input min-h-28 py-2.5"
        value={text}
        maxLength={REVIEW.answerMax}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${id}-hint`}
        autoFocus
      />
      <p id={`${id}-hint`} className="text-xs text-ink-muted">
        Added to the entry under “Answers”; this question then leaves your review.
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn-primary" disabled={saving || !text.trim()}>
          Add answer
        </button>
      </div>
    </form>
  );
}
