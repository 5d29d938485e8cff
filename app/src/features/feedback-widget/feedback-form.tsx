import { useId, type FormEvent } from 'react';
import { FEEDBACK_TYPES, FEEDBACK_TYPE_LABELS, FIELD_LIMITS } from '@learnlog/shared';
import { clsx } from 'clsx';
import type { FeedbackDraft, FeedbackType } from './data/feedback-draft';

interface FeedbackFormProps {
  draft: FeedbackDraft;
  onChange: (draft: FeedbackDraft) => void;
  onSubmit: () => void;
  canSend: boolean;
  sending: boolean;
  online: boolean;
}

/** The widget's fields: one of the five types, the message, an optional e-mail. */
export function FeedbackForm({ draft, onChange, onSubmit, canSend, sending, online }: FeedbackFormProps) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} className="mt-4 space-y-4">
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-ink">Type</legend>
        <div className="flex flex-wrap gap-2">
          {FEEDBACK_TYPES.map((type: FeedbackType) => (
            <label
              key={type}
              className={clsx(
                'cursor-pointer rounded-full border px-3 py-1.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
                draft.type === type ? 'border-brand bg-brand-soft text-brand-ink' : 'border-line text-ink-muted hover:bg-surface-muted',
              )}
            >
              <input
                type="radio"
                name={`${id}-type`}
                value={type}
                checked={draft.type === type}
                onChange={() => onChange({ ...draft, type })}
                className="sr-only"
              />
              {FEEDBACK_TYPE_LABELS[type]}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-message`} className="mb-1.5 block text-sm font-medium text-ink">
          Message
        </label>
        <textarea
          id={`${id}-message`}
          value={draft.message}
          onChange={(event) => onChange({ ...draft, message: event.target.value })}
          maxLength={FIELD_LIMITS.feedbackMessage}
          rows={4}
          placeholder="What's on your mind?"
          className="input py-2.5"
        />
        <p className="mt-1 text-right text-xs text-ink-muted tabular-nums">
          {draft.message.length}/{FIELD_LIMITS.feedbackMessage}
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="mb-1.5 block text-sm font-medium text-ink">
          Email <span className="font-normal text-ink-muted">(optional)</span>
        </label>
        <input
          id={`${id}-email`}
          type="email"
          value={draft.email}
          onChange={(event) => onChange({ ...draft, email: event.target.value })}
          autoComplete="email"
          className="input"
        />
      </div>
      {!online && (
        <p role="status" className="rounded-xl bg-surface-muted px-3 py-2 text-sm text-ink-muted">
          Sending feedback needs a connection. Your message stays here until you are back online.
        </p>
      )}
      <button type="submit" className="btn-primary w-full" disabled={!canSend || sending || !online}>
        {sending ? 'Sending...' : 'Send Feedback'}
      </button>
    </form>
  );
}
