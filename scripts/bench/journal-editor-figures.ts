/**
 * The entry editor's figures (issue 33, point 8), run by the journal bench on its device of
 * 10,000 entries:
 *   6. open: New Entry tap → caret in the title, on screen (the frame after focus moved);
 *   7. a keystroke in a 20,000-character entry: keydown → the next frame after its work.
 */
import type { Page } from 'playwright-core';
import type { JournalPage } from '../../tests/e2e/page-models/journal-page';
import { fmt, median, report, worst } from './browser-bench-support';

const OPENS = 5;
const KEYSTROKES = 60;
const LONG_ENTRY_CHARS = 20_000;

interface OpenProbe {
  startAt: number | null;
  frameAt: number | null;
}

/** In the page: the tap's time, then the first frame after focus is in the editor's title. */
function armOpenProbe(): void {
  const probe: OpenProbe = { startAt: null, frameAt: null };
  (window as unknown as { __open: OpenProbe }).__open = probe;
  document.addEventListener(
    'click',
    (event) => {
      probe.startAt = event.timeStamp;
      const check = () => {
        const focused = document.activeElement;
        if (focused instanceof HTMLInputElement && focused.closest('[role="dialog"]')) requestAnimationFrame((at) => (probe.frameAt = at));
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    { capture: true, once: true },
  );
}

/** In the page: for each keydown, the time to the first frame after the tasks it started. */
function armKeyProbe(): void {
  const times: number[] = [];
  (window as unknown as { __keys: number[] }).__keys = times;
  document.addEventListener(
    'keydown',
    (event) => {
      const start = event.timeStamp;
      setTimeout(() => requestAnimationFrame((at) => times.push(at - start)), 0);
    },
    { capture: true },
  );
}

export async function editorFigures(page: Page, journal: JournalPage): Promise<void> {
  const opens: number[] = [];
  for (let i = 0; i < OPENS; i += 1) {
    await page.evaluate(armOpenProbe);
    await journal.newEntryButton.click();
    await page.waitForFunction(() => (window as unknown as { __open: OpenProbe }).__open.frameAt !== null, undefined, { timeout: 30_000 });
    const probe = await page.evaluate(() => (window as unknown as { __open: OpenProbe }).__open);
    opens.push((probe.frameAt ?? NaN) - (probe.startAt ?? NaN));
    await page.keyboard.press('Escape');
    await journal.dialog.waitFor({ state: 'detached' });
  }
  report(`6. editor open at 10,000 entries: New Entry tap → caret in the title (${OPENS} runs)`, `${fmt(median(opens))} ms median, ${fmt(worst(opens))} worst`, `target ≤ 150 ms; first open ${fmt(opens[0] ?? NaN)} ms`);

  await journal.newEntryButton.click();
  await journal.dialog.waitFor();
  await journal.field('Title').fill('A long entry');
  await journal.contentField.click();
  const paragraph = 'Closures keep the variables of the scope they were made in, even after it returned. ';
  await page.keyboard.insertText(paragraph.repeat(Math.ceil(LONG_ENTRY_CHARS / paragraph.length)).slice(0, LONG_ENTRY_CHARS));
  await page.waitForTimeout(500);
  await page.evaluate(armKeyProbe);
  for (let i = 0; i < KEYSTROKES; i += 1) {
    await page.keyboard.press(i % 12 === 11 ? 'Space' : 'KeyA');
    await page.waitForTimeout(40);
  }
  await page.waitForTimeout(300);
  const keys = await page.evaluate(() => (window as unknown as { __keys: number[] }).__keys);
  const mean = keys.reduce((sum, ms) => sum + ms, 0) / Math.max(1, keys.length);
  report(`7. a keystroke in a ${fmt(LONG_ENTRY_CHARS)}-character entry: keydown → next frame (${keys.length} keys)`, `${fmt(mean)} ms mean, ${fmt(median(keys))} median`, `target < 16 ms mean; worst ${fmt(worst(keys))} ms`);
  await page.keyboard.press('Escape');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
  await journal.dialog.waitFor({ state: 'detached' });
}
