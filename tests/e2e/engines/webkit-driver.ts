/**
 * WebKitGTK (the engine Safari shares) through Debian's WebKitWebDriver and its MiniBrowser,
 * which has no headless mode: each session gets its own Xvfb display.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { Builder, Key as SeleniumKey, type WebDriver, type WebElement } from 'selenium-webdriver';
import { freePort } from '../../../sync-server/src/test/free-port';
import type { EngineDriver, Key } from './engine-page';
import type { Query } from './page-query';

const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const KEYS: Record<Key, string> = {
  Enter: SeleniumKey.ENTER,
  Space: ' ',
  Escape: SeleniumKey.ESCAPE,
  Tab: SeleniumKey.TAB,
  '1': '1',
  '2': '2',
  '3': '3',
  '4': '4',
};

/** Starts Xvfb on a display it picks itself (-displayfd) and answers that display. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}); is the xvfb package installed?`)));
  });
  return { display, process: xvfb };
}

async function waitForDriver(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('WebKitWebDriver did not start');
}

const ASYNC_WRAPPER = `var done = arguments[arguments.length - 1];
Promise.resolve().then(function () { return (SOURCE)(arguments[0]); }.bind(null, arguments[0]))
  .then(function (value) { done({ ok: value === undefined ? null : value }); },
        function (error) { done({ error: String(error && error.stack || error) }); });`;

export async function launchWebKit(width: number, height: number): Promise<EngineDriver> {
  const xvfb = await startXvfb();
  const port = await freePort();
  const server = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`, '--host=127.0.0.1'], {
    stdio: 'ignore',
    env: { ...process.env, DISPLAY: xvfb.display },
  });
  const driverUrl = `http://127.0.0.1:${port}`;
  let driver: WebDriver;
  try {
    await waitForDriver(driverUrl, server);
    driver = await new Builder()
      .usingServer(driverUrl)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation', ...(process.env.WEBKIT_EXTRA_ARGS ? process.env.WEBKIT_EXTRA_ARGS.split(' ') : [])] },
      })
      .build();
    await driver.manage().window().setRect({ width, height });
    await driver.manage().setTimeouts({ script: 30_000, pageLoad: 30_000 });
  } catch (error) {
    server.kill();
    xvfb.process.kill();
    throw error;
  }
  const evaluateSource = async (source: string, arg: unknown) => {
    const answer = (await driver.executeAsyncScript(ASYNC_WRAPPER.replace('SOURCE', () => source), arg ?? null)) as {
      ok?: unknown;
      error?: string;
    };
    if (answer.error !== undefined) throw new Error(`webkit: ${answer.error}`);
    return answer.ok;
  };
  return {
    engine: 'webkit',
    goto: (url) => driver.get(url),
    reload: () => driver.navigate().refresh(),
    back: () => driver.navigate().back(),
    evaluateSource,
    async clickFound(findSource: string, query: Query) {
      const element = (await driver.executeScript(`return (${findSource})(arguments[0]);`, query)) as WebElement | null;
      if (!element) throw new Error(`webkit: nothing matches ${JSON.stringify(query)}`);
      await element.click();
    },
    typeText: (text) => driver.actions().sendKeys(text).perform(),
    press: (key: Key) => driver.actions().sendKeys(KEYS[key]).perform(),
    setViewport: async (w, h) => void (await driver.manage().window().setRect({ width: w, height: h })),
    screenshot: async (file) => void (await writeFile(file, Buffer.from(await driver.takeScreenshot(), 'base64'))),
    async close() {
      await driver.quit().catch(() => undefined);
      server.kill();
      xvfb.process.kill();
    },
  };
}
