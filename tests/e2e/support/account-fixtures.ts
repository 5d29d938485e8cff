/** Shared by the account browser tests: stored-row changes, other learners, API writes, toasts. */
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import type { User } from '@learnlog/shared';
import type { E2E } from './e2e-harness';
import { newAccount } from './accounts';

export function accountFixtures(e2e: E2E) {
  /** Changes stored rows the way only the server (or time) could: a trial that ended, an admin. */
  function sql(statement: string, ...params: unknown[]): void {
    const db = new Database(e2e.server.databasePath, { timeout: 5_000 });
    try {
      db.prepare(statement).run(...params);
    } finally {
      db.close();
    }
  }

  function sqlAll<T>(statement: string, ...params: unknown[]): T[] {
    const db = new Database(e2e.server.databasePath, { readonly: true, timeout: 5_000 });
    try {
      return db.prepare(statement).all(...params) as T[];
    } finally {
      db.close();
    }
  }

  /** Another learner, registered outside the page (the page keeps its own session). */
  async function registerElsewhere(firstName: string): Promise<User> {
    const response = await fetch(`${e2e.server.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: e2e.server.baseUrl },
      body: JSON.stringify(newAccount({ firstName, lastName: 'Tester' })),
    });
    if (response.status !== 201) throw new Error(`register answered ${response.status}`);
    return (await response.json()) as User;
  }
  return { sql, sqlAll, registerElsewhere };
}

export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** A synced create through the real API in the page's session (as the device's outbox would). */
export async function createViaApi(page: Page, path: string, data: Record<string, unknown>): Promise<void> {
  const response = await page.request.post(path, { data, headers: { 'Idempotency-Key': randomUUID() } });
  if (response.status() !== 201) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
}

/** A toast with this title (and description, when given). */
export function toast(page: Page, title: string, description?: string) {
  const titled = page.locator('[data-sonner-toast]').filter({ hasText: title });
  return description ? titled.filter({ hasText: description }) : titled;
}
