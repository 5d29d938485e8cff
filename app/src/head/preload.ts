/** How many of the app's chunks the head's script asks for in one task. */
const PRELOAD_BATCH = 6;

/**
 * Starts fetching the app's chunks, which main.tsx would otherwise find only once it has loaded
 * and run. A few links a task: each starts a fetch, ~1 ms here, and all in one task made a long one.
 */
export function preloadModules(urls: readonly string[]): void {
  let next = 0;
  const batch = () => {
    const links = document.createDocumentFragment();
    for (const href of urls.slice(next, (next += PRELOAD_BATCH))) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      links.appendChild(link);
    }
    document.head.appendChild(links);
    if (next < urls.length) setTimeout(batch, 0);
  };
  batch();
}
