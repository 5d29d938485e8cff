/**
 * The usual shape of a browser test file: one server and one browser for the file, a fresh
 * context and page for each test.
 *
 *   const e2e = useE2E();
 *   it('...', async () => { await e2e.page.goto('/'); });
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { launchBrowser, newPageSession, type PageSession } from './browser';
import { startServer, type RunningServer, type StartServerOptions } from './server';

export interface E2E {
  readonly server: RunningServer;
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  /** Console and page errors of the current test's page. */
  readonly errors: string[];
  /** Another fresh context (a second device, a phone) closed after the test. */
  newSession(options?: BrowserContextOptions): Promise<PageSession>;
}

export interface UseE2EOptions {
  server?: StartServerOptions;
  /** Options of each test's default context (viewport, colour scheme...). */
  context?: BrowserContextOptions;
}

export function useE2E(options: UseE2EOptions = {}): E2E {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let session: PageSession | undefined;
  let extra: PageSession[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(options.server), launchBrowser()]);
  });

  afterAll(async () => {
    await Promise.all([browser?.close(), server?.stop()]);
  });

  beforeEach(async () => {
    session = await newPageSession(need(browser, 'browser'), need(server, 'server').baseUrl, options.context);
  });

  afterEach(async () => {
    await Promise.all([session?.context.close(), ...extra.map((s) => s.context.close())]);
    session = undefined;
    extra = [];
  });

  return {
    get server() {
      return need(server, 'server');
    },
    get browser() {
      return need(browser, 'browser');
    },
    get context() {
      return need(session, 'context').context;
    },
    get page() {
      return need(session, 'page').page;
    },
    get errors() {
      return need(session, 'page').errors;
    },
    async newSession(contextOptions) {
      const created = await newPageSession(need(browser, 'browser'), need(server, 'server').baseUrl, contextOptions);
      extra.push(created);
      return created;
    },
  };
}

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The e2e ${what} is not ready: use it inside a test or hook.`);
  return value;
}
