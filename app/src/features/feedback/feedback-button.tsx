/** The dashboard's floating Feedback button; above the phone's bottom bar, bottom-right on desktop. */
import { useState } from 'react';
import { MessageSquare } from 'lucide-react';
import { FeedbackDialog } from './components/feedback-dialog';

export function FloatingFeedbackButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="btn-primary fixed right-4 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-20 rounded-full shadow-lg lg:right-8 lg:bottom-6"
      >
        <MessageSquare aria-hidden="true" className="size-4" />
        Feedback
      </button>
      <FeedbackDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
