/**
 * GET /api/user/access and GET /api/user/usage. Each answer is written to the device's meta table
 * as it arrives, so the last known answer is there when the device goes offline.
 */
import type { Access, Usage } from '@learnlog/shared';
import type { LearnLogDatabase } from '../../db/database';
import { saveAccess, saveUsage } from '../../db/meta';
import { apiJson } from '../../lib/api-client';

export const ACCESS_QUERY_KEY = ['/api/user/access'] as const;
export const USAGE_QUERY_KEY = ['/api/user/usage'] as const;

export async function fetchAccess(db: LearnLogDatabase, signal?: AbortSignal): Promise<Access> {
  const access = await apiJson<Access>('GET', ACCESS_QUERY_KEY[0], undefined, { signal });
  await saveAccess(db, access);
  return access;
}

export async function fetchUsage(db: LearnLogDatabase, signal?: AbortSignal): Promise<Usage> {
  const usage = await apiJson<Usage>('GET', USAGE_QUERY_KEY[0], undefined, { signal });
  await saveUsage(db, usage);
  return usage;
}
