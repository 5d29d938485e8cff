/** The Pro tests' admin (the server's first account, so it has every Pro feature) and their API calls. */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { newAccount, registerViaApi } from './accounts';

/** Answers a function that signs a page in as the server's first account, registering it once. */
export function proAdmin(): (page: Page) => Promise<void> {
  const admin = newAccount({ firstName: 'Pro', lastName: 'Admin' });
  let registered = false;
  return async (page) => {
    if (!registered) {
      const user = await registerViaApi(page, admin);
      expect(user.isAdmin).toBe(true);
      registered = true;
      return;
    }
    const response = await page.request.post('/api/auth/login', { data: { email: admin.email, password: admin.password } });
    expect(response.status()).toBe(200);
  };
}

export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

export async function apiPost<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
  return (await response.json()) as T;
}
