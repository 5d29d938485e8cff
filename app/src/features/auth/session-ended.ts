/**
 * Why the sign-in screen opened when sync paused on a 401: the page says so, not only the header.
 * Kept for the tab in sessionStorage, not in the route's state: the signed-in guard redirects to
 * /login on its own as soon as the learner is forgotten, with a state of its own.
 */
const KEY = 'learnlog:session-ended';

export const SESSION_ENDED_TEXT =
  'You were signed out (from another device, or the session expired). Sign in again to sync: every change you made is kept on this device until then.';

export function markSessionEnded(): void {
  sessionStorage.setItem(KEY, '1');
}

/** Read once by the sign-in page: the next visit to it is an ordinary one. */
export function takeSessionEnded(): boolean {
  const ended = sessionStorage.getItem(KEY) === '1';
  sessionStorage.removeItem(KEY);
  return ended;
}
