/**
 * The footer's Support on the prerendered landing page, which has no React of its own: the
 * feedback dialog in a root beside the page, with the app's toaster for its "Feedback sent!".
 * Loaded on the first press of Support, never with the page (static-landing.ts).
 */
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { FeedbackDialog } from '../features/feedback-widget';
import { useOnline } from '../lib/use-online';
import { mountToaster } from './standalone-toaster';

type Open = () => void;

function LandingFeedback({ onReady }: { onReady: (open: Open) => void }) {
  const [open, setOpen] = useState(false);
  const online = useOnline();
  useEffect(() => onReady(() => setOpen(true)), [onReady]);
  return <FeedbackDialog open={open} onOpenChange={setOpen} email="" currentPage={window.location.pathname} online={online} />;
}

let mounted: Promise<Open> | undefined;

/** Opens the dialog, mounting it (and the toaster) the first time; later presses reopen the same one. */
export async function openLandingFeedback(): Promise<void> {
  mounted ??= mountToaster().then(
    () =>
      new Promise<Open>((resolve) => {
        const host = document.createElement('div');
        document.body.append(host);
        createRoot(host).render(<LandingFeedback onReady={resolve} />);
      }),
  );
  (await mounted)();
}
