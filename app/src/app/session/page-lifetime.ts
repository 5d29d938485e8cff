/**
 * The page entering and leaving the browser's back/forward cache. A page kept there is frozen with
 * whatever it holds: in WebKit an open IndexedDB transaction or Web Lock then blocks every other
 * page of the app (the next load hung on its skeleton), so the device session is stopped on the
 * way in and started again on the way back (docs/decisions/001-every-engine.md).
 */
export function onPageCached(stopped: () => void, restored: () => void): () => void {
  const hide = (event: PageTransitionEvent) => {
    if (event.persisted) stopped();
  };
  const show = (event: PageTransitionEvent) => {
    if (event.persisted) restored();
  };
  window.addEventListener('pagehide', hide);
  window.addEventListener('pageshow', show);
  return () => {
    window.removeEventListener('pagehide', hide);
    window.removeEventListener('pageshow', show);
  };
}
