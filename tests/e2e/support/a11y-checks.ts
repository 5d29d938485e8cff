/**
 * Accessibility checks the browser tests share: axe's serious and critical findings, and where
 * keyboard focus is and whether it shows.
 */
import axe from 'axe-core';
import type { Locator, Page } from 'playwright-core';

/**
 * Serious and critical axe findings in `scope` (the page by default), as short readable lines.
 * axe is put in the page once per document and asked for violations only (docs/decisions/002).
 */
export async function seriousViolations(page: Page, scope?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (selector) => (window as unknown as { axe: typeof axe }).axe.run(selector ? { include: [selector] } : document, { resultTypes: ['violations'] }),
    scope,
  );
  // An analysis that checked nothing (a blank page) must not pass as "no violations".
  if (results.passes.length === 0) throw new Error('axe found nothing to check on the page');
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Runs axe and files its findings under `what`; the test asserts the whole report at the end. */
export async function audit(report: Record<string, string[]>, what: string, page: Page, scope?: string): Promise<void> {
  const found = await seriousViolations(page, scope);
  if (found.length > 0) report[what] = found;
}

/** Whether `control` has focus, waiting a moment: Radix moves focus back just after the dialog unmounts. */
export async function hasFocus(control: Locator): Promise<boolean> {
  for (let i = 0; i < 20; i += 1) {
    if (await control.evaluate((el) => el === document.activeElement)) return true;
    await control.page().waitForTimeout(50);
  }
  return false;
}

/**
 * What the focused element is, and whether focus shows: some outline, shadow, border or
 * background of the element, its ::before/::after or its two nearest ancestors (a field's frame)
 * differs from how they look once focus leaves it.
 */
export function focusState(page: Page, scope = 'body'): Promise<{ what: string; inScope: boolean; ring: boolean }> {
  return page.evaluate((selector) => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { what: 'body', inScope: false, ring: false };
    const look = () =>
      [el, el.parentElement, el.parentElement?.parentElement]
        .flatMap((node) => (node ? [getComputedStyle(node), getComputedStyle(node, '::before'), getComputedStyle(node, '::after')] : []))
        .map((s) => [s.outlineStyle, s.outlineWidth, s.outlineColor, s.boxShadow, s.borderColor, s.backgroundColor].join('|'))
        .join(';');
    const focused = look();
    el.blur();
    const blurred = look();
    el.focus();
    const what = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
    return { what, inScope: el.closest(selector) !== null, ring: focused !== blurred };
  }, scope);
}
