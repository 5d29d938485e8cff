/** Accounts for tests: unique e-mails, and sign-up through the real API sharing the page's cookies. */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { User } from '@learnlog/shared';
import type { NewAccount } from '../page-models/login-page';

export const TEST_PASSWORD = 'correct horse battery';

export function newAccount(overrides: Partial<NewAccount> = {}): Required<NewAccount> {
  return {
    email: `learner-${randomUUID().slice(0, 8)}@example.com`,
    password: TEST_PASSWORD,
    firstName: 'Ada',
    lastName: 'Lovelace',
    ...overrides,
  };
}

/**
 * Registers through POST /api/auth/register in the page's context, so the page is signed in.
 * The onboarding dialog would cover every screen, so it is marked done unless a test is about it.
 */
export async function registerViaApi(page: Page, account: NewAccount = newAccount(), { onboarded = true } = {}): Promise<User> {
  const response = await page.request.post('/api/auth/register', { data: account });
  if (response.status() !== 201) throw new Error(`register answered ${response.status()}: ${await response.text()}`);
  if (!onboarded) return (await response.json()) as User;
  const done = await page.request.put('/api/auth/user', { data: { onboardingCompleted: true } });
  if (!done.ok()) throw new Error(`finishing onboarding answered ${done.status()}: ${await done.text()}`);
  return (await done.json()) as User;
}

export async function signOutViaApi(page: Page): Promise<void> {
  const response = await page.request.post('/api/auth/logout');
  if (response.status() !== 204) throw new Error(`logout answered ${response.status()}: ${await response.text()}`);
}
