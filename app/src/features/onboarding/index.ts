/** What other features and the shell may use of onboarding; the dialog itself loads lazily (app-layout). */
export { BackToSetup } from './back-to-setup';
export { useSetupArrival,  } from './setup-arrival';
