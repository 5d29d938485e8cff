/**
 * GET /api/user/access and GET /api/user/usage. Each answer is checked with its shared schema and
 * written to the device's meta table as it arrives, so the last known answer is there offline.
 */
import { dayKey, type Access, type Usage } from '@learnlog/shared';
import type { LearnLogDatabase } from '../../db/database';
import { saveAccess, saveUsage } from '../../db/meta';
import { apiJson, deviceTimeZone } from '../../lib/api-client';

export const ACCESS_QUERY_KEY = ['/api/user/access'] as const;
export const USAGE_QUERY_KEY = ['/api/user/usage'] as const;

export async function fetchAccess(db: LearnLogDatabase, signal?: AbortSignal): Promise<Access> {
  return saveAccess(db, await apiJson<unknown>('GET', ACCESS_QUERY_KEY[0], undefined, { signal }));
}

export async function fetchUsage(db: LearnLogDatabase, signal?: AbortSignal): Promise<Usage> {
  return saveUsage(db, await apiJson<unknown>('GET', USAGE_QUERY_KEY[0], undefined, { signal }), today());
}

/** The learner's calendar day, in the zone the server counts daily limits in. */
export const today = () => dayKey(new Date(), deviceTimeZone());

/** Counts of an earlier day are spent: a new day starts from zero (offline past midnight, say). */
export function usageForToday(usage: Usage, countedOn: string | undefined, day: string): Usage {
  if (countedOn === undefined || countedOn === day) return usage;
  return { ...usage, journalEntries: { ...usage.journalEntries, used: 0 }, resourceEntries: { ...usage.resourceEntries, used: 0 } };
}
