/**
 * A visitor's landing page as the build prerendered it: plain HTML whose buttons are links (every
 * call to action is a full navigation), so nothing on it waits for script. This module, the whole
 * of a visitor's first download, adds what React would have: the page's title, the storefront
 * (the plans on sale), the footer's Support (the feedback dialog, loaded when pressed), the
 * service worker once the page has loaded, and the app itself for a device whose session outlived
 * its memory of the learner.
 */
import { fetchCurrentUser } from '../features/auth/fetch-current-user';
import { LANDING_TITLE } from '../features/landing/landing-title';
import { applyStorefront, fetchStorefront } from '../features/landing/storefront';
import { SUPPORT_ATTR } from '../features/landing/landing-links';
import { showPrerenderedLanding } from './first-paint';

function afterLoad(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

export function startStaticLanding(landing: HTMLElement): void {
  showPrerenderedLanding(true);
  document.title = LANDING_TITLE;
  // Built in one year, read in another: the footer's year is the reader's.
  for (const year of landing.querySelectorAll('[data-current-year]')) year.textContent = String(new Date().getFullYear());

  // The plans as this server sells them now (payments set up or not, the lifetime card on sale).
  void fetchStorefront().then((storefront) => storefront && applyStorefront(landing, storefront));

  for (const support of landing.querySelectorAll(`[${SUPPORT_ATTR}]`)) {
    support.addEventListener('click', () => {
      import('./landing-feedback')
        .then(({ openLandingFeedback }) => openLandingFeedback())
        .catch((error: unknown) => console.warn('LearnLog could not open the feedback dialog', error));
    });
  }

  afterLoad(() => {
    void import('./pwa/register-service-worker').then(({ registerServiceWorker }) =>
      // The page has no toaster of its own: one is mounted if an update has to be announced.
      registerServiceWorker(() => import('./standalone-toaster').then(({ mountToaster }) => mountToaster())),
    );
  });

  // Signed in, though the device forgot who (cleared storage, a private mode refusing writes):
  // the lookup remembered the learner, and the app opens as it does for a returning device.
  // Without the device's time zone, whose first reading costs the page a long task (api-client.ts).
  fetchCurrentUser(undefined, { timeZone: false })
    .then((user) => {
      if (user) return import('./start-app').then(({ startApp }) => startApp());
    })
    .catch(() => undefined);
}
