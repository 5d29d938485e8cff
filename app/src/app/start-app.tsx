import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { preloadFirstScreen, router } from './router';
import { registerServiceWorker } from './pwa/register-service-worker';
import { firstInstallWaitsFor } from './pwa/first-install-timing';
import { firstRoundEnded } from '../sync/first-round';
import { showPrerenderedLanding } from './first-paint';
import { setEntryIndexFactory } from '../db/entry-index/entry-index-choice';
import { workerIndex } from '../db/entry-index/entry-index-worker-client';

/** The React app, for every load but a visitor's prerendered landing page. */
export function startApp(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // The prerendered landing stays hidden until React replaces it (and shows its own, if it is `/`).
  showPrerenderedLanding(false);

  // The journal's search index is built off the page's thread (the service worker keeps its own in-thread one).
  setEntryIndexFactory(workerIndex);
  const queryClient = createQueryClient();
  preloadFirstScreen(queryClient);

  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers client={queryClient}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );

  registerServiceWorker(undefined, firstInstallWaitsFor(firstRoundEnded(), Boolean(navigator.serviceWorker?.controller)));
}
