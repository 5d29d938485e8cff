/**
 * The last user the server confirmed, kept on the device so a signed-in learner who opens the app
 * offline still gets their app, not the landing page (decisions: "a signed-in user who goes
 * offline stays signed in on the device"). Cleared on sign-out and on any 401.
 */
import type { User } from '@learnlog/shared';
import { LAST_USER_STORAGE_KEY } from '../../lib/last-user-key.ts';
import { forgetSnapshot } from '../../lib/first-screen-snapshot.ts';

export { LAST_USER_STORAGE_KEY };

export function rememberUser(user: User): void {
  try {
    localStorage.setItem(LAST_USER_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // Private modes and full storage refuse writes; the app still works online.
  }
}

export function lastKnownUser(): User | null {
  try {
    const raw = localStorage.getItem(LAST_USER_STORAGE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return looksLikeUser(value) ? value : null;
  } catch {
    return null;
  }
}

export function forgetUser(): void {
  // The first screen's copy is this learner's data too.
  forgetSnapshot();
  try {
    localStorage.removeItem(LAST_USER_STORAGE_KEY);
  } catch {
    // Nothing stored that we could remove.
  }
}

/** Storage is the device's, not ours: anything without a user's identity is ignored. */
function looksLikeUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof User, unknown>>;
  return typeof candidate.id === 'number' && typeof candidate.email === 'string' && typeof candidate.isAdmin === 'boolean';
}
