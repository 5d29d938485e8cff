/**
 * Whether the start's first screen (the journal or the dashboard) has painted what the device
 * holds for it. The network work that screen does not need waits for this: the check of a learner
 * the device already knows, today's usage, the sync's start round and live updates, the onboarding
 * dialog's code. Started before, on a phone's network those requests share the connection with
 * the screen's own code, and Lighthouse counts every request begun before the largest paint as
 * part of that paint (docs/decisions/009-first-screen-copy-and-head-script.md). Other screens hold nothing back, and a first screen
 * that never paints holds it back for FALLBACK_MS at most.
 */
import { startTransition, useEffect, useState } from 'react';

const FALLBACK_MS = 1_500;

let painted = true;
let resolvePainted: () => void = () => undefined;
let paintedPromise = Promise.resolve();
const listeners = new Set<() => void>();

function markPainted(): void {
  if (painted) return;
  painted = true;
  resolvePainted();
  for (const listener of listeners) listener();
}

/** Called once at start when it opens one of the screens that say when they have painted. */
export function holdNetworkForFirstScreen(): void {
  if (!painted) return;
  painted = false;
  paintedPromise = new Promise<void>((resolve) => {
    resolvePainted = resolve;
  });
  setTimeout(markPainted, FALLBACK_MS);
}

/** How long a screen's content may take to reach the screen when the browser does not say. */
const PRESENTED_WITHIN_MS = 300;

/**
 * Runs `run` once the content just rendered has been presented: Chromium reports the largest paint
 * with the time its frame reached the screen, which can be well after the frame's callbacks on a
 * busy phone (a request begun there could still come before it). Where no report comes (content no
 * larger than the frame's own text, a browser without the report), a short while later.
 */
function afterContentPresented(run: () => void): void {
  const renderedAt = performance.now();
  const reported = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  const observer = reported
    ? new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.startTime >= renderedAt)) finish();
      })
    : undefined;
  const timer = setTimeout(finish, PRESENTED_WITHIN_MS);
  function finish() {
    observer?.disconnect();
    clearTimeout(timer);
    run();
  }
  observer?.observe({ type: 'largest-contentful-paint', buffered: true });
}

export function firstScreenPainted(): Promise<void> {
  return paintedPromise;
}

/** For a screen: `ready` once its first render shows the device's data (or that there is none). */
export function useFirstScreenContent(ready: boolean): void {
  useEffect(() => {
    if (ready && !painted) afterContentPresented(markPainted);
  }, [ready]);
}

/**
 * As a transition: what the paint lets through (the onboarding dialog, the queries that now ask the
 * server) renders in slices, not in the task that starts the sync.
 */
export function useFirstScreenPainted(): boolean {
  const [value, setValue] = useState(painted);
  useEffect(() => {
    if (painted) {
      setValue(true);
      return;
    }
    const listener = () => startTransition(() => setValue(true));
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  return value;
}
