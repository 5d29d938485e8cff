/** How many of the app's chunks the head's script asks for in one task. */
const PRELOAD_BATCH = 6;

/**
 * Starts fetching the app's chunks, which main.tsx would otherwise find only once it has loaded
 * and run. A few links a task: all of them in one task make a long one. Why: docs/decisions/009-first-screen-copy-and-head-script.md
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
