/**
 * The one feedback affordance of the signed-in app (the accounts spec's widget): a 'Send feedback'
 * item under the navigation, in the desktop sidebar and the phone's menu. It floats over nothing,
 * so it never covers a screen's content or the bottom bar.
 */
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { MessageSquarePlus } from 'lucide-react';
import { useSignedInUser } from '../auth';
import { useOnline } from '../../lib/use-online';
import { FeedbackDialog } from './feedback-dialog';

export function FeedbackWidget() {
  const user = useSignedInUser();
  const online = useOnline();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-sm font-medium text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink lg:min-h-8"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <MessageSquarePlus aria-hidden="true" className="size-[18px] shrink-0" />
        Send feedback
      </button>
      <FeedbackDialog open={open} onOpenChange={setOpen} email={user.email} currentPage={pathname} online={online} />
    </>
  );
}
