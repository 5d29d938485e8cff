/** The reading view's keys: ← previous entry, → next entry, `e` edit. */
import { useEffect, useRef } from 'react';

export interface ReadingKeys {
  previous?: () => void;
  next?: () => void;
  edit: () => void;
}

/** Keys typed into a field, with a modifier, or while a dialog is open are not ours. */
function isForUs(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
  const target = event.target;
  if (target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select, [role="listbox"]'))) return false;
  return document.querySelector('[role="dialog"], [role="alertdialog"]') === null;
}

export function useReadingKeys(keys: ReadingKeys): void {
  const current = useRef(keys);
  useEffect(() => {
    current.current = keys;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isForUs(event)) return;
      const action = event.key === 'ArrowLeft' ? current.current.previous : event.key === 'ArrowRight' ? current.current.next : event.key === 'e' ? current.current.edit : undefined;
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
