import { describe, it } from 'vitest';
import { useE2E } from './support/e2e-harness';
import { VIEWPORTS } from './support/browser';
import { registerViaApi } from './support/accounts';
import { createEntryViaApi } from './support/learner-records';
import { JournalPage } from './page-models/journal-page';

const e2e = useE2E();
const TEXT = '# Event loop\n\nWhat I learned about **JavaScript** and *async* code:\n\n- the call stack runs first\n- then [[Closures]] and microtasks\n1. one\n\n> Promises resolve later\n\n```\nsetTimeout(fn, 0)\n```\nUse `await` inside [MDN](https://developer.mozilla.org).';

describe('shots', () => {
  for (const [name, viewport] of [['phone', VIEWPORTS.phone], ['desktop', VIEWPORTS.desktop]] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`${name} ${scheme}`, async () => {
        const { page } = await e2e.newSession({ viewport, colorScheme: scheme, ...(name === 'phone' ? { isMobile: true, hasTouch: true } : {}) });
        await registerViaApi(page);
        await createEntryViaApi(page, { title: 'Closures', content: 'x' });
        const journal = new JournalPage(page);
        await journal.goto();
        await journal.newEntryButton.click();
        await journal.dialog.waitFor();
        await journal.fillEntry({ title: 'The event loop' });
        await journal.contentField.click();
        await page.keyboard.insertText(TEXT);
        await page.waitForTimeout(300);
        await page.screenshot({ path: `/tmp/shots33/${name}-${scheme}.png` });
        await page.screenshot({ path: `/tmp/shots33/${name}-${scheme}-full.png`, fullPage: true });
      });
    }
  }
});
