/** Shared by the daily-screen browser tests: seekers, server writes and reads. */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { E2E } from './e2e-harness';
import { newAccount, registerViaApi } from './accounts';
import type { NewAccount } from '../page-models/login-page';

/** An admin has no daily limits, so the progress test can seed entries on several days. */
export const ADMIN_EMAIL = 'daily-screens-admin@example.com';

/** The first account on a fresh server is an admin: take that place, so learners are seekers. */
export async function takeAdminSeat(e2e: E2E): Promise<void> {
  const response = await fetch(`${e2e.server.baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(newAccount()),
  });
  expect(response.status).toBe(201);
}

/** A signed-in seeker whose onboarding is done (its dialog would cover the screen). */
export async function signIn(page: Page, account: NewAccount = newAccount()): Promise<void> {
  await registerViaApi(page, account);
}

export async function post(page: Page, path: string, data: Record<string, unknown>): Promise<void> {
  const response = await page.request.post(path, { data });
  if (response.status() !== 201) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
}

export async function serverResources(page: Page): Promise<Array<{ title: string; status: string; progress: number }>> {
  return (await page.request.get('/api/resources')).json();
}

/** Waits until the server holds what `check` expects (the outbox syncs in the background). */
export async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}
