import { useEffect, useState } from 'react';
import { DEFAULT_STOREFRONT, fetchStorefront, type Storefront } from './storefront';

/** The storefront for the React landing page; the prerender keeps the defaults (no effects run). */
export function useStorefront(): Storefront {
  const [storefront, setStorefront] = useState(DEFAULT_STOREFRONT);
  useEffect(() => {
    let live = true;
    void fetchStorefront().then((found) => {
      if (live && found) setStorefront(found);
    });
    return () => {
      live = false;
    };
  }, []);
  return storefront;
}
