/**
 * Send Feedback (dashboard): type, subject (≤200) and message (≤2000) with live counters. It is
 * an online-only call, so offline the dialog says so and keeps what was typed.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { WifiOff } from 'lucide-react';
import { ChoiceSelect } from '../../../components/choice-select';
import { DialogFrame } from '../../../components/dialog-frame';
import { useOnline } from '../../../sync/use-sync-state';
import {
  EMPTY_FEEDBACK,
  FEEDBACK_LIMITS,
  FEEDBACK_TEXT,
  FEEDBACK_TYPE_CHOICES,
  feedbackErrors,
  feedbackPayload,
  type FeedbackDraft,
  type FeedbackErrors,
} from '../data/feedback-form';
import { useSendFeedback } from '../data/send-feedback';

function CountedField({ label, count, limit, error, children }: { label: string; count: number; limit: number; error?: string; children: (ids: { id: string; describedBy: string }) => ReactNode }) {
  const id = useId();
  const counterId = `${id}-count`;
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        <span id={counterId} data-testid={`${label.toLowerCase()}-counter`} className="text-xs text-ink-muted tabular-nums">
          {count}/{limit}
        </span>
      </div>
      {children({ id, describedBy: error ? `${counterId} ${errorId}` : counterId })}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

export function FeedbackDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const online = useOnline();
  const send = useSendFeedback();
  const [draft, setDraft] = useState<FeedbackDraft>(EMPTY_FEEDBACK);
  const [errors, setErrors] = useState<FeedbackErrors>({});
  const set = <K extends keyof FeedbackDraft>(field: K, value: FeedbackDraft[K]) => setDraft((d) => ({ ...d, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = feedbackErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0 || !online) return;
    send.mutate(feedbackPayload(draft, window.location.href, navigator.userAgent), {
      onSuccess: () => {
        toast.success(FEEDBACK_TEXT.sent, { description: FEEDBACK_TEXT.sentDescription });
        setDraft(EMPTY_FEEDBACK);
        onOpenChange(false);
      },
      onError: () => toast.error(FEEDBACK_TEXT.failed),
    });
  };

  return (
    <DialogFrame open={open} onOpenChange={onOpenChange} title="Send Feedback" description="Report a bug, ask for a feature or tell us what you think.">
      <form noValidate onSubmit={submit} className="space-y-4">
        {!online && (
          <p role="status" className="flex items-start gap-2 rounded-xl bg-surface-muted p-3 text-sm text-ink">
            <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {FEEDBACK_TEXT.offline}
          </p>
        )}
        <ChoiceSelect label="Type" value={draft.type} choices={FEEDBACK_TYPE_CHOICES} onChange={(type) => set('type', type)} />
        <CountedField label="Subject" count={draft.subject.length} limit={FEEDBACK_LIMITS.subject} error={errors.subject}>
          {({ id, describedBy }) => (
            <input
              id={id}
              className="input"
              value={draft.subject}
              maxLength={FEEDBACK_LIMITS.subject}
              aria-describedby={describedBy}
              aria-invalid={errors.subject ? true : undefined}
              onChange={(e) => set('subject', e.target.value)}
            />
          )}
        </CountedField>
        <CountedField label="Message" count={draft.message.length} limit={FEEDBACK_LIMITS.message} error={errors.message}>
          {({ id, describedBy }) => (
            <textarea
              id={id}
              className="input min-h-32 py-2.5"
              value={draft.message}
              maxLength={FEEDBACK_LIMITS.message}
              aria-describedby={describedBy}
              aria-invalid={errors.message ? true : undefined}
              onChange={(e) => set('message', e.target.value)}
            />
          )}
        </CountedField>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={!online || send.isPending}>
            {send.isPending ? 'Sending…' : 'Send Feedback'}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
