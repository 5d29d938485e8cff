import { createElement, lazy, useState, type ComponentType } from 'react';

/**
 * A screen that renders at once when its code arrived ahead of it (preloadFirstScreen). React.lazy
 * suspends on its first render even then, and React holds the content back ~300 ms behind the
 * fallback it showed (its reveal throttle): a third of the journal's first card. Which of the two
 * renders is fixed for the screen's life, so a screen shown through lazy is never remounted.
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

