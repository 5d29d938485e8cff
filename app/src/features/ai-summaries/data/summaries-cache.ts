/**
 * The summaries the server made, kept on the device so they can be read offline (they are made
 * online only). Like the template catalogue, they are not synced records, so the last list is
 * kept in localStorage under a per-user key: a few short texts, well within its quota.
 */
import { aiSummariesResponseSchema, type AiSummariesResponse } from '@learnlog/shared';

const storageKey = (userId: number) => `learnlog:summaries:${userId}`;

export function readCachedSummaries(userId: number): AiSummariesResponse | null {
  try {
    const raw = localStorage.getItem(storageKey(userId));
    if (!raw) return null;
    // Storage is the device's: anything that no longer fits the schema is treated as absent.
    const parsed = aiSummariesResponseSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveCachedSummaries(userId: number, list: AiSummariesResponse): void {
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify(list));
  } catch {
    // Private modes and full storage refuse writes; the screen still works online.
  }
}
