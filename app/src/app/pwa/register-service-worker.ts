/**
 * Registers the service worker (the built app only) and, when a new version has installed and is
 * waiting, asks the learner to reload instead of swapping code under an open editor. The toast's
 * code loads only then: a visitor's landing page registers the worker too, without React.
 */
import { Workbox } from 'workbox-window';

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
const UPDATE_TOAST_ID = 'app-update';

/**
 * ensureToaster: a page without the app's toaster mounts one before the prompt is shown.
 * after: the registration waits for it (first-install-timing.ts).
 */
export function registerServiceWorker(ensureToaster: () => Promise<void> = () => Promise.resolve(), after: Promise<void> = Promise.resolve()): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void after.then(() => register(ensureToaster));
}

function register(ensureToaster: () => Promise<void>): void {
  const wb = new Workbox('/sw.js', { scope: '/' });

  wb.addEventListener('waiting', () => void ensureToaster().then(() => import('sonner')).then(({ toast }) =>
    toast('A new version of LearnLog is ready', {
      id: UPDATE_TOAST_ID,
      description: 'Reload to update. Everything you wrote stays on this device.',
      duration: Infinity,
      action: {
        label: 'Reload',
        onClick: () => {
          // Reload only once the new worker controls the page, so the page gets the new files.
          wb.addEventListener('controlling', () => window.location.reload());
          wb.messageSkipWaiting();
        },
      },
    }),
  ));

  wb.register()
    .then((registration) => {
      // Tabs left open for days still learn about updates.
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_INTERVAL_MS);
    })
    .catch((error: unknown) => console.warn('Service worker registration failed', error));
}
