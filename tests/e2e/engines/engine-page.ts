/**
 * One page in one engine, driven the same way whichever driver is underneath: Puppeteer over
 * WebDriver BiDi for Firefox, Selenium over WebKitWebDriver for WebKit. The journey is written
 * once against this.
 */
import { describe as describeQuery, findInPage, type Query } from './page-query';

const FIND_SOURCE = findInPage.toString();

export type EngineName = 'firefox' | 'webkit';
export type Key = 'Enter' | 'Space' | 'Escape' | 'Tab' | '1' | '2' | '3' | '4';

/** What each driver must provide; everything else is built on it below. */
export interface EngineDriver {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  back(): Promise<void>;
  /**
   * Runs a function, given as its source, in the page with one JSON argument and answers its
   * (awaited) JSON result.
   */
  evaluateSource(source: string, arg: unknown): Promise<unknown>;
  /** Clicks (and so focuses) the element that `findInPage` (given as source) answers for the query. */
  clickFound(findSource: string, query: Query): Promise<void>;
  /** Types text as key presses into the focused element. */
  typeText(text: string): Promise<void>;
  press(key: Key): Promise<void>;
  setViewport(width: number, height: number): Promise<void>;
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

export class EnginePage {
  constructor(
    readonly driver: EngineDriver,
    readonly baseUrl: string,
  ) {}

  get engine(): EngineName {
    return this.driver.engine;
  }

  goto(path: string): Promise<void> {
    return this.driver.goto(new URL(path, this.baseUrl).href);
  }

  /** `fn` runs in the page, so it may use nothing from this file's scope. */
  evaluate<A, T>(fn: (arg: A) => T | Promise<T>, arg: A): Promise<T> {
    return this.driver.evaluateSource(fn.toString(), arg) as Promise<T>;
  }

  private found(query: Query): Promise<boolean> {
    return this.driver.evaluateSource(`(q) => (${FIND_SOURCE})(q) !== null`, query) as Promise<boolean>;
  }

  /** Polls a predicate in the page until it holds. */
  async waitUntil<A>(what: string, fn: (arg: A) => boolean, arg: A, timeoutMs = 20_000): Promise<void> {
    await this.poll(what, () => this.evaluate(fn, arg), timeoutMs);
  }

  private async poll(what: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      let ok = false;
      try {
        ok = await check();
      } catch {
        // The page is between documents; ask again.
      }
      if (ok) return;
      if (Date.now() > deadline) throw new Error(`${this.engine}: timed out waiting for ${what}\n${await this.bodyText()}`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }

  waitFor(query: Query, timeoutMs?: number): Promise<void> {
    return this.poll(describeQuery(query), () => this.found(query), timeoutMs);
  }

  waitForGone(query: Query, timeoutMs?: number): Promise<void> {
    return this.poll(`${describeQuery(query)} to go`, async () => !(await this.found(query)), timeoutMs);
  }

  async waitForText(text: string, timeoutMs?: number): Promise<void> {
    await this.waitUntil(`the text "${text}"`, (t) => document.body.innerText.includes(t), text, timeoutMs);
  }

  async click(query: Query): Promise<void> {
    await this.waitFor(query);
    await this.driver.clickFound(FIND_SOURCE, query);
  }

  /** Clicks the field, then types into it key by key. */
  async type(query: Query, text: string): Promise<void> {
    await this.click(query);
    await this.driver.typeText(text);
  }

  press(key: Key): Promise<void> {
    return this.driver.press(key);
  }

  async bodyText(): Promise<string> {
    try {
      return (await this.evaluate(() => document.body.innerText, null)).slice(0, 2_000);
    } catch {
      return '(no page)';
    }
  }

  /** A same-origin call from the page (its cookies), answering status and JSON. */
  api<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
    return this.evaluate(
      async ({ method, path, body }) => {
        const response = await fetch(path, {
          method,
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await response.text();
        return { status: response.status, json: text ? JSON.parse(text) : null };
      },
      { method, path, body },
    ) as Promise<{ status: number; json: T }>;
  }
}
