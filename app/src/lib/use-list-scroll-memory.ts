/**
 * Back from a record's page, its list comes back where the learner left it. The list reads the
 * device asynchronously, so on the first render it is too short for the browser's (or the
 * router's) scroll restoration; this puts the position back once the list is drawn.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { useNavigationType } from 'react-router-dom';

const positions = new Map<string, number>();

/** `key`: which list; `ready`: its rows are on screen. */
export function useListScrollMemory(key: string, ready: boolean): void {
  const navigationType = useNavigationType();
  const [restore] = useState(() => (navigationType === 'POP' ? positions.get(key) : undefined));
  // A layout cleanup: it runs before the next screen scrolls the window to its top.
  useLayoutEffect(() => () => void positions.set(key, window.scrollY), [key]);
  const restored = useRef(false);
  useLayoutEffect(() => {
    if (!ready || restore === undefined || restored.current) return;
    restored.current = true;
    window.scrollTo({ top: restore, behavior: 'instant' });
  }, [ready, restore]);
}
