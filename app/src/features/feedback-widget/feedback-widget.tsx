/**
 * The one feedback affordance of the signed-in app (the accounts spec's widget): a 'Send feedback'
 * item under the navigation, in the desktop sidebar and the phone's menu. It floats over nothing,
 * so it never covers a screen's content or the bottom bar.
 */
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import * as Dialog from '@radix-ui/react-dialog';
import { MessageSquarePlus, X } from 'lucide-react';
import { toast } from 'sonner';
import { useSignedInUser } from '../auth';
import { useOnline } from '../../sync/use-sync-state';
import { MISSING_FIELDS, isDraftComplete, toFeedbackInput, type FeedbackDraft } from './data/feedback-draft';
import { feedbackErrorText, useSendFeedback } from './data/use-send-feedback';
import { FeedbackForm } from './feedback-form';
import { WhenOpen } from '../../components/when-open';

export function FeedbackWidget() {
  const user = useSignedInUser();
  const online = useOnline();
  const { pathname } = useLocation();
  const send = useSendFeedback();
  const [open, setOpen] = useState(false);
  const emptyDraft: FeedbackDraft = { type: '', message: '', email: user.email };
  const [draft, setDraft] = useState<FeedbackDraft>(emptyDraft);

  const submit = () => {
    const input = toFeedbackInput(draft, pathname);
    if (!input) {
      toast.error(MISSING_FIELDS.title, { description: MISSING_FIELDS.description });
      return;
    }
    send.mutate(input, {
      onSuccess: () => {
        toast.success('Feedback sent!', { description: "Thank you for your feedback. We'll get back to you soon." });
        setDraft(emptyDraft);
        setOpen(false);
      },
      onError: (error) => toast.error('Failed to send feedback', { description: feedbackErrorText(error) }),
    });
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-sm font-medium text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink lg:min-h-8">
        <MessageSquarePlus aria-hidden="true" className="size-[18px] shrink-0" />
        Send feedback
      </Dialog.Trigger>
      <WhenOpen open={open}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/40" />
          <Dialog.Content className="card fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] overflow-y-auto rounded-b-none p-5 sm:inset-x-auto sm:bottom-auto sm:top-1/2 sm:left-1/2 sm:w-[min(30rem,92vw)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6">
            <div className="flex items-start justify-between gap-4">
              <div>
                <Dialog.Title className="text-lg font-semibold text-ink">Share Your Feedback</Dialog.Title>
                <Dialog.Description className="mt-1 text-sm text-ink-muted">
                  Found a bug or have an idea? We read every message.
                </Dialog.Description>
              </div>
              <Dialog.Close className="btn-ghost -mt-1 -mr-2 min-h-9 px-2" aria-label="Close">
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
            <FeedbackForm
              draft={draft}
              onChange={setDraft}
              onSubmit={submit}
              canSend={isDraftComplete(draft)}
              sending={send.isPending}
              online={online}
            />
          </Dialog.Content>
        </Dialog.Portal>
      </WhenOpen>
    </Dialog.Root>
  );
}
