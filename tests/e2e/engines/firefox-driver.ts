/**
 * Debian's Firefox ESR through Puppeteer over WebDriver BiDi (Debian has no geckodriver), with a
 * fresh profile each time.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer, { type ElementHandle } from 'puppeteer-core';
import type { EngineDriver, Key } from './engine-page';
import type { Query } from './page-query';

const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

const inPage = (source: string, arg: unknown) => `(${source})(${JSON.stringify(arg ?? null)})`;

export async function launchFirefox(width: number, height: number): Promise<EngineDriver> {
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'learnlog-firefox-'));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    userDataDir,
    defaultViewport: { width, height },
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  return {
    engine: 'firefox',
    goto: async (url) => void (await page.goto(url)),
    reload: async () => void (await page.reload()),
    back: async () => void (await page.goBack()),
    evaluateSource: (source, arg) => page.evaluate(inPage(source, arg)),
    async clickFound(findSource: string, query: Query) {
      const handle = (await page.evaluateHandle(inPage(findSource, query))).asElement() as ElementHandle<Element> | null;
      if (!handle) throw new Error(`firefox: nothing matches ${JSON.stringify(query)}`);
      await handle.click();
    },
    typeText: (text) => page.keyboard.type(text),
    press: (key: Key) => page.keyboard.press(key === 'Space' ? ' ' : key),
    setViewport: (w, h) => page.setViewport({ width: w, height: h }),
    screenshot: async (file) => void (await writeFile(file, await page.screenshot())),
    async close() {
      await browser.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}
