/** The user lookup without TanStack Query: a visitor's landing page asks it too (app/static-landing.ts). */
import type { User } from '@learnlog/shared';
import { apiJson, isApiError, isNetworkError } from '../../lib/api-client';
import { takeEarlyUserLookup, USER_LOOKUP_PATH } from './early-user-lookup';
import { forgetUser, lastKnownUser, rememberUser } from './last-user-cache';

export const CURRENT_USER_QUERY_KEY = [USER_LOOKUP_PATH] as const;

/**
 * GET /api/auth/user. A 401 means signed out (null), not an error. With no network at all the
 * last confirmed user stands in, so the app opens offline.
 */
export async function fetchCurrentUser(signal?: AbortSignal, { timeZone = true } = {}): Promise<User | null> {
  try {
    // Typed, not parsed: the server builds this answer from the same shared User type, and this
    // module is on every visitor's first load, where a schema library would be dead weight.
    const early = takeEarlyUserLookup();
    const user = await apiJson<User>('GET', USER_LOOKUP_PATH, undefined, { signal, timeZone, ...(early ? { fetch: () => early } : {}) });
    rememberUser(user);
    return user;
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      forgetUser();
      return null;
    }
    if (isNetworkError(error)) {
      const last = lastKnownUser();
      if (last) return last;
    }
    throw error;
  }
}
