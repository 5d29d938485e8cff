/**
 * Records a learner makes, written straight through the API in the page's context (signed in
 * as that page), the way a synced device would send them: an Idempotency-Key per write.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { SCHEMA_VERSION, SYNC_HEADERS, type User } from '@learnlog/shared';

async function send<T>(page: Page, method: 'post' | 'put', path: string, data: Record<string, unknown>): Promise<T> {
  const response = await page.request[method](path, {
    data,
    headers: { [SYNC_HEADERS.idempotencyKey]: randomUUID(), [SYNC_HEADERS.schemaVersion]: String(SCHEMA_VERSION) },
  });
  if (!response.ok()) throw new Error(`${method.toUpperCase()} ${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

export const createResourceViaApi = (page: Page, data: Record<string, unknown>) => send<{ id: number }>(page, 'post', '/api/resources', data);
export const createGoalViaApi = (page: Page, data: Record<string, unknown>) => send<{ id: number }>(page, 'post', '/api/learning-goals', data);
export const createEntryViaApi = (page: Page, data: Record<string, unknown>) =>
  send<{ id: number; shareId: string | null }>(page, 'post', '/api/journal-entries', data);
export const createReviewLogViaApi = (page: Page, data: Record<string, unknown>) => send<{ id: number }>(page, 'post', '/api/review-logs', data);
export const updateProfileViaApi = (page: Page, data: Record<string, unknown>) => send<User>(page, 'put', '/api/user/profile', data);
export const finishOnboardingViaApi = (page: Page) => send<User>(page, 'put', '/api/auth/user', { onboardingCompleted: true });

export async function currentUserViaApi(page: Page): Promise<User> {
  const response = await page.request.get('/api/auth/user');
  if (!response.ok()) throw new Error(`GET /api/auth/user answered ${response.status()}`);
  return (await response.json()) as User;
}

/** Polls the server until `check` holds (the device pushes its outbox on its own schedule). */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, what: string, attempts = 100): Promise<T> {
  let last: T | undefined;
  for (let i = 0; i < attempts; i += 1) {
    last = await read();
    if (check(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} never happened; last value: ${JSON.stringify(last)}`);
}
