/**
 * The script right after #root (built by scripts/vite/head-script.ts): puts the copy the head's
 * script kept on screen, inert and hidden from assistive technology (React's first render replaces
 * everything in #root), then fetches the app's modules once it has painted.
 */
import { afterNextPaint } from '../app/first-paint.ts';
import { SNAPSHOT_ELEMENT_ID } from '../lib/first-screen-snapshot.ts';
import { FIRST_SCREEN_KEY, slots } from './keys.ts';

function show(): void {
  const kept = slots()[FIRST_SCREEN_KEY] as { html: string; preload: () => void } | undefined;
  if (!kept) return;
  delete slots()[FIRST_SCREEN_KEY];
  try {
    const copy = document.createElement('div');
    copy.id = SNAPSHOT_ELEMENT_ID;
    copy.inert = true;
    copy.setAttribute('aria-hidden', 'true');
    copy.innerHTML = kept.html;
    document.getElementById('root')?.appendChild(copy);
  } catch {
    // React's first render puts the live screen there anyway.
  }
  afterNextPaint(kept.preload);
}

show();
