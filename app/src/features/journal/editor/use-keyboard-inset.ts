/**
 * How much of the layout viewport's bottom the on-screen keyboard covers, written as
 * `--keyboard-inset` on the element, so a phone's toolbar fixed at the bottom sits just above the
 * keyboard (browsers that shrink only the visual viewport leave fixed elements under it).
 */
import { useEffect, type RefObject } from 'react';

export function useKeyboardInset(element: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const update = () => {
      const covered = Math.max(0, window.innerHeight - viewport.height - viewport.offsetTop);
      element.current?.style.setProperty('--keyboard-inset', `${Math.round(covered)}px`);
    };
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
    };
  }, [element]);
}
