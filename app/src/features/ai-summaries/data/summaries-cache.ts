/**
 * The summaries the server made, kept on the device so they can be read offline (they are made
 * online only). Like the template catalogue, they are not synced records, so the last list is
 * kept in localStorage under a per-user key: a few short texts, well within its quota.
 */
import { aiSummariesResponseSchema, type AiSummariesResponse } from '@learnlog/shared';
import { readStoredJson, writeStoredJson } from '../../../lib/stored-json';

const storageKey = (userId: number) => `learnlog:summaries:${userId}`;

export function readCachedSummaries(userId: number): AiSummariesResponse | null {
  return readStoredJson(storageKey(userId), aiSummariesResponseSchema);
}

export function saveCachedSummaries(userId: number, list: AiSummariesResponse): void {
  writeStoredJson(storageKey(userId), list);
}
