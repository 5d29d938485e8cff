/**
 * Draws LearnLog's icons: an open book with a check mark (lucide's book-open-check, ISC) in white
 * on the indigo accent. Writes the SVG favicon directly and renders the PNGs in headless Chromium,
 * so the raster icons are pixel-identical to the SVG. Run: `npx tsx scripts/generate-icons.ts`.
 */
import { writeFile, mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const OUT_DIR = new URL('../app/public/icons/', import.meta.url);
const ACCENT = '#4f46e5';
const ACCENT_DEEP = '#4338ca';
const GLYPH_PATHS = [
  'M12 5v16',
  'm16 12 2 2 4-4',
  'M22 6V5a2 2 0 00-1.999-2L16 3.002A5 5 0 0012 5a5 5 0 00-4-2H4a2 2 0 00-2 2v12a2 2 0 001.999 2H8a5 5 0 014 2 5 5 0 014-2h4.001A2 2 0 0022 17v-1.344',
];

interface IconStyle {
  /** Corner radius as a share of the side; 0 for full-bleed icons the platform masks itself. */
  cornerRatio: number;
  /** Glyph width as a share of the side (maskable icons keep it inside the 80% safe zone). */
  glyphRatio: number;
}

function iconSvg(size: number, { cornerRatio, glyphRatio }: IconStyle): string {
  const glyph = size * glyphRatio;
  const offset = (size - glyph) / 2;
  const scale = glyph / 24;
  const paths = GLYPH_PATHS.map((d) => `<path d="${d}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${ACCENT}"/><stop offset="1" stop-color="${ACCENT_DEEP}"/></linearGradient></defs>
<rect width="${size}" height="${size}" rx="${size * cornerRatio}" fill="url(#g)"/>
<g transform="translate(${offset} ${offset + scale * 0.5}) scale(${scale})" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${paths}</g>
</svg>
`;
}

const ROUNDED: IconStyle = { cornerRatio: 0.22, glyphRatio: 0.62 };
const FULL_BLEED: IconStyle = { cornerRatio: 0, glyphRatio: 0.6 };
const MASKABLE: IconStyle = { cornerRatio: 0, glyphRatio: 0.5 };

const PNGS: ReadonlyArray<{ file: string; size: number; style: IconStyle }> = [
  { file: 'icon-192.png', size: 192, style: ROUNDED },
  { file: 'icon-512.png', size: 512, style: ROUNDED },
  { file: 'icon-maskable-512.png', size: 512, style: MASKABLE },
  // iOS rounds the corners itself and shows transparency as black, so this one is full-bleed.
  { file: 'apple-touch-icon.png', size: 180, style: FULL_BLEED },
];

await mkdir(OUT_DIR, { recursive: true });
await writeFile(new URL('favicon.svg', OUT_DIR), iconSvg(64, ROUNDED).replace(/ width="64" height="64"/, ''));

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  for (const { file, size, style } of PNGS) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const html = `<!doctype html><html><body style="margin:0;background:transparent">${iconSvg(size, style)}</body></html>`;
    await page.setContent(html);
    await page.locator('svg').screenshot({ path: new URL(file, OUT_DIR).pathname, omitBackground: true });
    await page.close();
    console.log(`wrote app/public/icons/${file}`);
  }
} finally {
  await browser.close();
}
