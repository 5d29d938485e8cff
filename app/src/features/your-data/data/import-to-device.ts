/**
 * Import on the device, and how it relates to the server (the design, in short):
 * - The file is read and checked HERE, with the same shared readers the server runs, so the
 *   preview ("124 entries … — 2 already here") and every file-named error work offline too.
 * - The records are written by ONE call, POST /api/import with the file, when online; then the
 *   device pulls them like any change from another device. Not through the outbox, one create at
 *   a time, because: one server transaction is what makes an import all-or-nothing; the server
 *   is where "already here" is decided against every record (other devices' too), so the same
 *   file twice adds nothing; and the daily limit the outbox's creates count is exactly what an
 *   import must not touch. Offline, the preview stands and Import waits for a connection.
 * - Before the upload the device pushes its queue, so records written here offline reach the
 *   server first and count as "already here" rather than arriving twice.
 */
import {
  ImportError,
  IMPORT_FILE_NAME_HEADER,
  COUNTED_KINDS,
  IMPORT_LIMITS,
  PLAIN_EXPORT_KINDS,
  importResultSchema,
  megabytes,
  planImport,
  previewText,
  readImport,
  SYNC_HEADERS,
  dailyLimitRefusal,
  datedToday,
  todayNote,
  type ExistingIds,
  type ImportBundle,
  type ImportPlan,
  type ImportResult,
  type SyncedTable,
} from '@learnlog/shared';
import type { LearnLogDatabase } from '../../../db/database';
import { recordTable } from '../../../db/database';
import { deviceTimeZone } from '../../../lib/api-client';
import { scalePhoto } from '../../journal';
import { nextFrame } from './export-from-device';
import type { ImportAllowance } from './import-allowance';

export interface ImportPreview {
  file: File;
  bundle: ImportBundle;
  plan: ImportPlan;
  /** "124 entries, 12 resources, 3 goals — 2 already here" */
  text: string;
  /** What will not come in and why, and what counts toward today's limits: one sentence each, as the server's preview says them. */
  notes: string[];
  /**
   * The daily limit's own message when the records dated today would pass a Seeker's limit (the
   * API's preview `refusal`, in the same words): Import is refused before anything is sent.
   */
  refusal: string | null;
  /** One key for every attempt at this file, so a retried upload is answered, not repeated. */
  idempotencyKey: string;
}

const TABLE_OF = { entries: 'journal_entries', resources: 'resources', goals: 'learning_goals', learnPlans: 'learn_plans' } as const satisfies Record<string, SyncedTable>;

async function idsOnDevice(db: LearnLogDatabase, bundle: ImportBundle): Promise<ExistingIds> {
  const existing: ExistingIds = { entries: new Set(), resources: new Set(), goals: new Set(), learnPlans: new Set(), milestones: new Set() };
  for (const kind of ['entries', 'resources', 'goals', 'learnPlans'] as const) {
    const ids = bundle[kind].map((record) => record.id);
    const found = await recordTable(db, TABLE_OF[kind]).bulkGet(ids);
    existing[kind] = new Set(found.filter((record) => record && !record._deleted).map((record) => record?.id as number));
  }
  for (const kind of PLAIN_EXPORT_KINDS) {
    const found = await recordTable(db, kind.name as SyncedTable).bulkGet((bundle.plain?.[kind.exportShape.key] ?? []).map((record) => record.id));
    existing[kind.exportShape.key] = new Set(found.filter((record) => record && !record._deleted).map((record) => record?.id as number));
  }
  // Milestones live on the server only: those of a plan already here came with it.
  existing.milestones = new Set(bundle.milestones.filter((m) => existing.learnPlans.has(m.planId)).map((m) => m.id));
  return existing;
}

/** `allowance`: what today's limits leave (import-allowance.ts); without one, nothing is refused here. */
export async function previewImportFile(db: LearnLogDatabase, file: File, allowance?: ImportAllowance): Promise<ImportPreview> {
  // Refused before a byte is read into memory.
  if (file.size > IMPORT_LIMITS.zipBytes) throw new ImportError('tooLarge', file.name, `the zip is over ${megabytes(IMPORT_LIMITS.zipBytes)}`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  // Photos over the limit are scaled on this device, the way the entry dialog scales them.
  const bundle = await readImport(bytes, { fileName: file.name, timeZone: deviceTimeZone(), pause: nextFrame, scalePhoto: (photo, type) => scalePhoto(new Blob([photo as BlobPart], { type })) });
  const existing = await idsOnDevice(db, bundle);
  const plan = planImport(bundle, existing);
  const fresh = { entries: bundle.entries.filter((e) => !existing.entries.has(e.id)), resources: bundle.resources.filter((r) => !existing.resources.has(r.id)) };
  const today = datedToday(fresh, new Date(), deviceTimeZone());
  const note = todayNote(today);
  const notes = [...(bundle.notes ?? []), ...(note ? [note] : []), ...(await shareAddressNotes(file, bundle))];
  const refusal = allowance ? dailyLimitRefusal(today, allowance.used, allowance.unlimited) : null;
  return { file, bundle, plan, text: previewText(plan), notes, refusal, idempotencyKey: crypto.randomUUID() };
}

/**
 * Whether a public entry's share address is taken is known on the server only (any learner's
 * entries), so for a file with such entries its preview is asked, online, for that one note;
 * offline or failing, the import's answer says it instead.
 */
async function shareAddressNotes(file: File, bundle: ImportBundle): Promise<string[]> {
  if (!bundle.entries.some((entry) => entry.isPublic && entry.shareId) || !navigator.onLine) return [];
  try {
    const response = await fetch('/api/import?preview=true', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/zip', [IMPORT_FILE_NAME_HEADER]: encodeURIComponent(file.name), [SYNC_HEADERS.timeZone]: deviceTimeZone() },
      body: file,
    });
    if (!response.ok) return [];
    const { notes } = (await response.json()) as { notes?: unknown };
    return Array.isArray(notes) ? notes.filter((note): note is string => typeof note === 'string' && note.includes('new share address')) : [];
  } catch {
    return [];
  }
}

export const hasRecords = (preview: ImportPreview) => COUNTED_KINDS.some((kind) => (preview.plan.total[kind] ?? 0) > 0);

export class UploadError extends Error {
  override readonly name = 'UploadError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** POST /api/import with upload progress (fetch cannot report it; XMLHttpRequest can). */
export function uploadImport(preview: ImportPreview, onProgress: (fraction: number) => void): Promise<ImportResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/import');
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', 'application/zip');
    request.setRequestHeader(IMPORT_FILE_NAME_HEADER, encodeURIComponent(preview.file.name));
    request.setRequestHeader(SYNC_HEADERS.idempotencyKey, preview.idempotencyKey);
    request.setRequestHeader(SYNC_HEADERS.timeZone, deviceTimeZone());
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new UploadError('The connection was lost. Nothing was imported; try again when you are online.', 0));
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300) {
        const parsed = importResultSchema.safeParse(body);
        if (parsed.success) return resolve(parsed.data);
      }
      const message = typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string' ? (body as { message: string }).message : `${request.status}: ${request.statusText}`;
      reject(new UploadError(message, request.status));
    };
    request.send(preview.file);
  });
}
