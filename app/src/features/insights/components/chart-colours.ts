/** The charts' colours, read from the theme's variables (styles.css) where the chart is drawn. */
export interface ChartColours {
  /** The one accent colour: `--ll-brand-ink`, readable on the card in light and dark. */
  accent: string;
  accentSoft: string;
  text: string;
  grid: string;
}

/** `#4338ca` at `alpha` as rgba (a canvas takes no `color-mix`); other colour forms are kept as they are. */
export function withAlpha(colour: string, alpha: number): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour.trim());
  if (!hex) return colour;
  const n = parseInt(hex[1]!, 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

export function chartColours(element: Element): ChartColours {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const accent = read('--ll-brand-ink', '#4338ca');
  return { accent, accentSoft: withAlpha(accent, 0.18), text: read('--ll-ink-muted', '#475569'), grid: read('--ll-line', '#e2e8f0') };
}
