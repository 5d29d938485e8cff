import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { createAppRouter, preloadFirstScreen } from './router';
import { registerServiceWorker } from './pwa/register-service-worker';
import { firstInstallWaitsFor } from './pwa/first-install-timing';
import { firstRoundEnded } from '../sync/first-round';
import { showPrerenderedLanding } from './first-paint';
import { setEntryIndexFactory } from '../db/entry-index/entry-index-choice';
import { workerIndex } from '../db/entry-index/entry-index-worker-client';
import { startSnapshotCapture } from '../lib/first-screen-capture';
import { keepCopiedListLayout } from '../lib/first-screen-copy-layout';
import { nextTask } from '../lib/next-task';
import { earlyDeviceSessionReady } from './session/early-device-session';

/**
 * How long the first render may wait for the learner's database and the first screen's read, so
 * that it is the screen itself (one render, in slices) rather than the frame's skeleton followed by
 * the screen in one long, unsliced render. The database usually answers in a few tens of ms.
 */
const FIRST_SCREEN_WAIT_MS = 300;

/**
 * The React app, for every load but a visitor's prerendered landing page. Its start is cut into
 * tasks (the device database's open, the router, React's first render) so that none of them holds
 * the page for long: the learner may already be looking at the last visit's copy of the screen.
 */
export async function startApp(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // The prerendered landing stays hidden until React replaces it (and shows its own, if it is `/`).
  showPrerenderedLanding(false);

  // The journal's search index is built off the page's thread (the service worker keeps its own in-thread one).
  setEntryIndexFactory(workerIndex);
  const queryClient = createQueryClient();
  preloadFirstScreen(queryClient);
  await nextTask();
  const router = createAppRouter();
  await Promise.race([earlyDeviceSessionReady(), new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]);

  keepCopiedListLayout();
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

  startSnapshotCapture(container);
  registerServiceWorker(undefined, firstInstallWaitsFor(firstRoundEnded(), Boolean(navigator.serviceWorker?.controller)));
}
