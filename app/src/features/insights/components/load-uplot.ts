/**
 * uPlot, loaded with the first chart. uPlot makes an `Intl.NumberFormat` of `navigator.language`
 * as its module loads, which throws where the browser's language is no valid tag (WebKit under a
 * `LANG=C` system says "C") and would take the whole screen down: there, the import runs with
 * the language shadowed by en-US (the charts' own labels are en-US anyway) and is given back after.
 */
import type uPlot from 'uplot';

let loading: Promise<typeof uPlot> | undefined;

function languageIsValid(): boolean {
  try {
    new Intl.NumberFormat(navigator.language);
    return true;
  } catch {
    return false;
  }
}

async function importUplot(): Promise<typeof uPlot> {
  if (languageIsValid()) return (await import('uplot')).default;
  Object.defineProperty(navigator, 'language', { value: 'en-US', configurable: true });
  try {
    return (await import('uplot')).default;
  } finally {
    delete (navigator as { language?: string }).language;
  }
}

export function loadUplot(): Promise<typeof uPlot> {
  loading ??= importUplot().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
