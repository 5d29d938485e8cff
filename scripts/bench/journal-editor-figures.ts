/**
 * The entry editor's figures (issue 33, point 8), run by the journal bench on its device of
 * 10,000 entries:
 *   6. open: New Entry tap → caret in the title, on screen (the frame after focus moved);
 *   7. a keystroke in a 20,000-character entry (paragraphs, headings, a list, as entries are
 *      written): keydown → the end of the frame that shows it (its rendering done). Beside it the
 *      same keys in a plain <textarea> holding the same text in the same page (what the browser
 *      and this harness cost with no editor at all), and in one 20,000-character paragraph, the
 *      worst shape for an editor that re-reads the paragraph it is in (no target).
 *
 * The keystroke probe asks for the frame in the keydown itself: a task's wait first would put it
 * past the frame that shows the key. Why: docs/decisions/018-entry-editor.md
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

/**
 * In the page: for each keydown, the time until the frame after it has been rendered. The key's
 * own work (its input, the editor's update, React's render) runs before that frame; a message
 * posted from the frame's animation callback runs once its style, layout and paint are done.
 */
function armKeyProbe(): void {
  const probe = window as unknown as { __keys: number[]; __keyProbe?: (event: KeyboardEvent) => void };
  probe.__keys = [];
  if (probe.__keyProbe) document.removeEventListener('keydown', probe.__keyProbe, { capture: true });
  probe.__keyProbe = (event) => {
    const start = event.timeStamp;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => probe.__keys.push(performance.now() - start);
      channel.port2.postMessage(null);
    });
  };
  document.addEventListener('keydown', probe.__keyProbe, { capture: true });
}

/** ~20,000 characters as a long entry is written: headings, paragraphs of a few sentences, a list. */
function longEntry(chars: number): string {
  const sentence = 'Closures keep the variables of the scope they were made in, even after it returned. ';
  const parts: string[] = [];
  for (let n = 1; parts.join('\n\n').length < chars; n += 1) {
    if (n % 5 === 1) parts.push(`## Part ${Math.ceil(n / 5)}`);
    parts.push(n % 5 === 3 ? ['- a counter that remembers', '- a handler that sees its props', '- a module-private cache'].join('\n') : sentence.repeat(4).trim());
  }
  return parts.join('\n\n').slice(0, chars).trimEnd();
}

/** Types the bench's keys at the caret and answers each one's time (ms) from the probe. */
async function typeKeys(page: Page): Promise<number[]> {
  await page.evaluate(armKeyProbe);
  for (let i = 0; i < KEYSTROKES; i += 1) {
    await page.keyboard.press(i % 12 === 11 ? 'Space' : 'KeyA');
    await page.waitForTimeout(40);
  }
  await page.waitForTimeout(300);
  return page.evaluate(() => (window as unknown as { __keys: number[] }).__keys);
}

const mean = (values: readonly number[]) => values.reduce((sum, ms) => sum + ms, 0) / Math.max(1, values.length);

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
  const text = longEntry(LONG_ENTRY_CHARS);
  const paragraphs = text.split(/\n{2,}/).length;

  // The same text in a plain textarea in the editor's page: the floor of this probe here.
  await journal.dialog.locator('form').evaluate((form, value) => {
    const plain = document.createElement('textarea');
    plain.id = 'bench-plain';
    plain.value = value;
    form.prepend(plain);
    plain.focus();
    plain.setSelectionRange(value.length, value.length);
  }, text);
  const plain = await typeKeys(page);
  await journal.dialog.locator('#bench-plain').evaluate((element) => element.remove());

  await journal.contentField.click();
  await page.keyboard.insertText(text);
  await page.waitForTimeout(500);
  const keys = await typeKeys(page);
  report(
    `7. a keystroke in a ${fmt(LONG_ENTRY_CHARS)}-character entry (${paragraphs} paragraphs): keydown → its frame rendered (${keys.length} keys)`,
    `${fmt(mean(keys), 1)} ms mean, ${fmt(median(keys))} median`,
    `target < 16 ms mean; worst ${fmt(worst(keys))} ms; a plain textarea with the same text: ${fmt(mean(plain), 1)} ms mean`,
  );

  // The worst shape: all of it one paragraph, which the markdown parser reads again on every key.
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(text.replace(/\s+/g, ' '));
  await page.waitForTimeout(500);
  const oneParagraph = await typeKeys(page);
  report(
    `   … the same characters as one paragraph (${oneParagraph.length} keys)`,
    `${fmt(mean(oneParagraph), 1)} ms mean, ${fmt(median(oneParagraph))} median`,
    `no target; worst ${fmt(worst(oneParagraph))} ms`,
  );
  await page.keyboard.press('Escape');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
  await journal.dialog.waitFor({ state: 'detached' });
}
