/**
 * Debian's Chromium through playwright-core (never a downloaded browser), one browser per test
 * file and a fresh context (cookies, storage, service workers) per test.
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { retryRequestsOnClosedSockets } from './reset-retry';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  smallPhone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}

export interface PageSession {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors and console errors seen so far (not failed-resource lines, see below). */
  errors: string[];
}

/** A new, empty context and page whose relative URLs resolve against `baseUrl`. */
export async function newPageSession(
  browser: Browser,
  baseUrl: string,
  options: BrowserContextOptions = {},
): Promise<PageSession> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORTS.desktop, ...options });
  retryRequestsOnClosedSockets(context.request);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // Chromium logs every 4xx/5xx and offline fetch as "Failed to load resource"; a visitor's 401
    // from /api/auth/user is normal. Tests that care about a status check the response itself.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  return { context, page, errors };
}
