import { createElement, lazy, useState, type ComponentType } from 'react';

/**
 * A screen that renders at once when its code arrived ahead of it (preloadFirstScreen): React.lazy
 * suspends on its first render even then, and React's reveal throttle holds the content back.
 * Which of the two renders is fixed for the screen's life, so a screen shown through lazy is never
 * remounted. Why: docs/decisions/009-first-screen-copy-and-head-script.md
 */
export function preloadable(load: () => Promise<{ default: ComponentType }>): { Screen: ComponentType; preload: () => Promise<unknown> } {
  let loaded: ComponentType | null = null;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Screen() {
    const [component] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(component);
  }
  return { Screen, preload };
}

