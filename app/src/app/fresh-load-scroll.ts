/**
 * React Router keys the first page of every document "default" when it saves scroll positions, so a
 * fresh load of any screen scrolled to where the last document's first page was left. A load that
 * is not a back/forward one forgets that position and starts at the top; back and forward still
 * return to where the learner was.
 */
const SCROLL_POSITIONS_KEY = 'react-router-scroll-positions';
const FIRST_PAGE_KEY = 'default';

export function startFreshLoadsAtTop(): void {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (navigation?.type === 'back_forward') return;
  try {
    const saved = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? 'null') as Record<string, number> | null;
    if (!saved || !(FIRST_PAGE_KEY in saved)) return;
    delete saved[FIRST_PAGE_KEY];
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(saved));
  } catch {
    // No session storage (a private mode): nothing was saved either.
  }
}
