/**
 * Whether this browser can get push notifications now, and if not, why: no Push API at all; an
 * iPhone or iPad outside an installed home-screen app (Safari offers push only there); the
 * learner (or the browser) blocked notifications for this site.
 */
export type PushSupport = 'unsupported' | 'install-first' | 'denied' | 'ask' | 'granted';

interface NavigatorWithStandalone extends Navigator {
  standalone?: boolean;
}

function isAppleMobile(): boolean {
  const ua = navigator.userAgent;
  // iPadOS reports itself as a Mac; its touch points give it away.
  return /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
}

function isInstalledApp(): boolean {
  return (navigator as NavigatorWithStandalone).standalone === true || window.matchMedia('(display-mode: standalone)').matches;
}

export function pushSupport(): PushSupport {
  const hasPush = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (isAppleMobile() && !isInstalledApp()) return 'install-first';
  if (!hasPush) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return Notification.permission === 'granted' ? 'granted' : 'ask';
}

/** What the settings say for each case, with what the learner can do about it. */
export const PUSH_SUPPORT_WORDS: Record<Exclude<PushSupport, 'ask' | 'granted'>, string> = {
  unsupported: 'This browser cannot show notifications from LearnLog. Open LearnLog in a current Chrome, Edge, Firefox or Safari to get reminders.',
  'install-first': 'On iPhone and iPad, notifications work only in the installed app: tap Share, then "Add to Home Screen", and open LearnLog from your home screen to turn them on.',
  denied: 'Notifications are blocked for LearnLog in this browser. Allow them in the site settings (the icon beside the address), then come back here.',
};
