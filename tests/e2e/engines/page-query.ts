/**
 * Finding an element the way a learner names it, inside the page, in any engine: by CSS, by its
 * accessible name (aria-label, aria-labelledby, its <label>, or its text) or by the text it
 * contains. The function is sent to the page as source, so it uses nothing from outside itself.
 */
export interface Query {
  /** CSS that the element matches (default: anything). */
  css?: string;
  /** Its accessible name, exactly (trimmed). */
  name?: string;
  /** Text it contains. */
  text?: string;
  /** Only inside the first element matching this CSS. */
  within?: string;
}

export function findInPage(query: Query): Element | null {
  const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (element: Element): string => {
    const label = element.getAttribute('aria-label');
    if (label) return clean(label);
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return clean(
        labelledBy
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    }
    if (element.id) {
      const forLabel = document.querySelector(`label[for="${CSS.escape(element.id)}"]`);
      if (forLabel) return clean(forLabel.textContent);
    }
    return clean((element as HTMLElement).innerText ?? element.textContent);
  };
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const root = query.within ? document.querySelector(query.within) : document;
  if (!root) return null;
  for (const element of Array.from(root.querySelectorAll(query.css ?? '*'))) {
    if (element.closest('[inert],[aria-hidden="true"]')) continue;
    if (query.name !== undefined && nameOf(element) !== query.name) continue;
    if (query.text !== undefined && !clean(element.textContent).includes(query.text)) continue;
    if (visible(element)) return element;
  }
  return null;
}

export function describe(query: Query): string {
  return JSON.stringify(query);
}
