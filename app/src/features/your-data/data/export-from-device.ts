/**
 * Export everything from the device's copy: works offline, and includes changes not yet synced.
 * The zip is made by the same shared builder GET /api/export runs. Milestones of learn plans are
 * kept on the server only, so they are fetched when online; offline the file names them as
 * omitted (learnlog.json "omitted") and the screen says so.
 */
import {
  buildExport,
  exportProfileOf,
  milestoneSchema,
  PLAIN_EXPORT_KINDS,
  type ExportData,
  type ExportProgress,
  type JournalEntry,
  type LearnPlan,
  type LearningGoal,
  type Milestone,
  type Resource,
  type ReviewLog,
  type SyncedTable,
} from '@learnlog/shared';
import { z } from 'zod';
import type { LearnLogDatabase } from '../../../db/database';
import { stripLocalFields } from '../../../db/local-records';
import { getMeta } from '../../../db/meta';
import { apiJson, deviceTimeZone } from '../../../lib/api-client';
import { listRecords } from '../../../sync/record-queries';

export interface DeviceExport {
  fileName: string;
  blob: Blob;
  /** Kinds left out of this copy (learn plan milestones, offline). */
  omitted: string[];
}

/** A macrotask between batches, so the progress bar paints during a large export. */
export const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function plainRecords<T>(db: LearnLogDatabase, table: Parameters<typeof listRecords>[1]): Promise<T[]> {
  return (await listRecords(db, table)).map((record) => stripLocalFields(record) as unknown as T);
}

async function milestonesOf(plans: LearnPlan[]): Promise<Milestone[] | null> {
  try {
    const lists = await Promise.all(plans.map((plan) => apiJson<unknown>('GET', `/api/learn-plans/${plan.id}/milestones`)));
    return lists.flatMap((list) => z.array(milestoneSchema).parse(list));
  } catch {
    return null;
  }
}

export async function exportFromDevice(db: LearnLogDatabase, online: boolean, onProgress: (progress: ExportProgress) => void): Promise<DeviceExport> {
  const [entries, resources, goals, learnPlans, reviewLogs] = await Promise.all([
    plainRecords<JournalEntry>(db, 'journal_entries'),
    plainRecords<Resource>(db, 'resources'),
    plainRecords<LearningGoal>(db, 'learning_goals'),
    plainRecords<LearnPlan>(db, 'learn_plans'),
    plainRecords<ReviewLog>(db, 'review_logs'),
  ]);
  // Plans not on the server yet have no milestones there either.
  const synced = learnPlans.filter((plan) => plan.version > 0);
  const milestones = synced.length === 0 ? [] : online ? await milestonesOf(synced) : null;
  const omitted = milestones === null ? ['milestones'] : [];
  const plain: Record<string, object[]> = {};
  for (const kind of PLAIN_EXPORT_KINDS) plain[kind.exportShape.key] = await plainRecords<object>(db, kind.name as SyncedTable);
  const user = await getMeta(db, 'cachedUser');
  const data: ExportData = {
    entries,
    resources,
    goals,
    learnPlans,
    milestones: milestones ?? [],
    reviewLogs,
    plain,
    profile: user ? exportProfileOf(user) : null,
    omitted,
  };
  const file = await buildExport(data, { now: new Date(), timeZone: deviceTimeZone(), onProgress, pause: nextFrame });
  return { fileName: file.fileName, blob: new Blob(file.chunks as BlobPart[], { type: 'application/zip' }), omitted };
}

/** Saves the file through the browser's download (an <a download> click; no server involved). */
export function downloadFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
