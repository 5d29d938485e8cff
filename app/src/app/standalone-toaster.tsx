import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { AppToaster } from './app-toaster';

let mounted: Promise<void> | undefined;

/** Resolves once the toaster listens: a child's effects run before its parent's. */
function ListeningToaster({ onListening }: { onListening: () => void }) {
  useEffect(onListening, [onListening]);
  return <AppToaster />;
}

/**
 * The app's toaster for a page without React (the prerendered landing page), in a root of its
 * own beside #root; mounted once, on the first toast that needs it.
 */
export function mountToaster(): Promise<void> {
  mounted ??= new Promise((resolve) => {
    const host = document.createElement('div');
    document.body.append(host);
    createRoot(host).render(<ListeningToaster onListening={resolve} />);
  });
  return mounted;
}
