/**
 * Retry timing for network errors, 5xx and 429 (docs/sync-protocol.md, rule 3): 1 s doubling to 5 min, with jitter so
 * many devices coming back online at once do not all retry in the same second.
 */
export interface BackoffSettings {
  baseMs: number;
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffSettings = { baseMs: 1_000, maxMs: 5 * 60_000 };

/** Delay before attempt `attempts + 1`, given `attempts` failures so far (≥ 1). */
export function backoffDelay(attempts: number, settings: BackoffSettings = DEFAULT_BACKOFF, random: () => number = Math.random, retryAfterMs?: number): number {
  // The server said when: that wins over our own schedule.
  if (retryAfterMs !== undefined) return Math.min(retryAfterMs, settings.maxMs);
  const exponential = Math.min(settings.maxMs, settings.baseMs * 2 ** Math.max(0, attempts - 1));
  // "Equal jitter": at least half the step, so the delay still grows.
  const jittered = exponential / 2 + random() * (exponential / 2);
  return jittered;
}
