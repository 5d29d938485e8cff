/**
 * "Share Your Feedback" (accounts spec §5 and §8): five types, the message, an optional e-mail,
 * sent with the page it came from. One dialog for the signed-in app's widget and the landing's
 * Support, so it takes what differs as props and needs no signed-in learner, sync state or query
 * client: the server takes feedback from visitors too.
 */
import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
// The one icon by its own module: the barrel would count every icon as the landing's (first-screens-chunk.ts).
import X from 'lucide-react/icons/x';
import { toast } from 'sonner';
import { WhenOpen } from '../../components/when-open';
import { useReturnFocus } from '../../lib/use-return-focus';
import { MISSING_FIELDS, isDraftComplete, toFeedbackInput, type FeedbackDraft } from './data/feedback-draft';
import { feedbackErrorText, sendFeedback } from './data/send-feedback';
import { FeedbackForm } from './feedback-form';

export interface FeedbackDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The e-mail the form starts with (the learner's own; empty for a visitor). */
  email: string;
  /** The path the feedback is about. */
  currentPage: string;
  online: boolean;
}

/** Stays mounted while closed, so a message typed offline is still there when the learner comes back. */
export function FeedbackDialog({ open, onOpenChange, email, currentPage, online }: FeedbackDialogProps) {
  const emptyDraft: FeedbackDraft = { type: '', message: '', email };
  const [draft, setDraft] = useState<FeedbackDraft>(emptyDraft);
  const [sending, setSending] = useState(false);
  const returnFocus = useReturnFocus();

  const submit = async () => {
    const input = toFeedbackInput(draft, currentPage);
    if (!input) {
      toast.error(MISSING_FIELDS.title, { description: MISSING_FIELDS.description });
      return;
    }
    setSending(true);
    try {
      await sendFeedback(input);
      toast.success('Feedback sent!', { description: "Thank you for your feedback. We'll get back to you soon." });
      setDraft(emptyDraft);
      onOpenChange(false);
    } catch (error) {
      toast.error('Failed to send feedback', { description: feedbackErrorText(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <WhenOpen open={open}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/40" />
          <Dialog.Content
            {...returnFocus}
            className="card fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] overflow-y-auto rounded-b-none p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(30rem,92vw)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6"
          >
            <div className="flex items-start justify-between gap-4">
              <div>
                <Dialog.Title className="text-lg font-semibold text-ink">Share Your Feedback</Dialog.Title>
                <Dialog.Description className="mt-1 text-sm text-ink-muted">Found a bug or have an idea? We read every message.</Dialog.Description>
              </div>
              <Dialog.Close className="btn-ghost -mt-1 -mr-2 min-h-9 px-2" aria-label="Close">
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
            <FeedbackForm
              draft={draft}
              onChange={setDraft}
              onSubmit={() => void submit()}
              canSend={isDraftComplete(draft)}
              sending={sending}
              online={online}
            />
          </Dialog.Content>
        </Dialog.Portal>
      </WhenOpen>
    </Dialog.Root>
  );
}
