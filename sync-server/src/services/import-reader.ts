/**
 * Reads an import in a worker thread (import-reader.worker.ts), so inflating, parsing, checking
 * and scaling never hold up other requests, within a memory and a time ceiling (IMPORT_LIMITS):
 * past either, the thread is stopped and the upload refused, saying which. Up to
 * IMPORT_LIMITS.concurrentReads threads, each reading one import at a time and kept warm between
 * imports (a fresh thread loads sharp and the readers, which takes a while on a busy machine).
 * The server takes the result a chunk per event-loop turn: records first, then each photo once;
 * a preview takes only what it needs (import-digest.ts).
 *
 *   const reading = await startImportRead({ bytes, fileName, now, timeZone, preview: false });
 *   try {
 *     const bundle = await reading.records();          // entries' photos are references
 *     for await (const photo of reading.photos()) …    // { ref, dataUrl }, each once
 *   } finally { reading.close(); }
 *
 *   const { digest, shared } = await (await startImportRead({ …, preview: true })).preview();
 */
import { Worker } from 'node:worker_threads';
import { IMPORT_LIMITS, ImportError, type ImportBundle, type ImportFormat, type ImportKind, type ImportProblem, type PlainImportRecord } from '@learnlog/shared';
import { nextTurn } from '../lib/next-turn';
import type { PreviewDigest, SharedEntry } from './import-digest';

export interface ReaderInput {
  bytes: Uint8Array;
  fileName: string;
  now: string;
  /** The learner's zone: days and times written without an offset are read as their clock shows them. */
  timeZone: string;
  /** A preview only counts: the thread answers its digest, and the records and photos stay there. */
  preview: boolean;
}

export type ToReader = { type: 'read'; input: ReaderInput } | { type: 'next' } | { type: 'done' };

export type ReaderChunk =
  | { kind: ImportKind | 'reviewLogs'; records: unknown[] }
  | { kind: 'plain'; key: string; records: PlainImportRecord[] }
  | { kind: 'photo'; ref: string; dataUrl: string }
  | { kind: 'shared'; records: SharedEntry[] };

export type ReaderMessage =
  | { type: 'ready'; format: ImportFormat; notes: string[]; digest?: PreviewDigest }
  | { type: 'failed'; problem: ImportProblem; file: string; detail: string }
  | { type: 'chunk'; chunk: ReaderChunk }
  | { type: 'end' };

/** What a preview reads of a file: what comes in, counted (the digest), and what does not (the notes). */
export interface PreviewRead {
  format: ImportFormat;
  notes: string[];
  digest: PreviewDigest;
  /** Entries with a share address. */
  shared: SharedEntry[];
}

export interface ImportReading {
  format: ImportFormat;
  /** Every record, entries with photo references (`photo:sha256:…`). */
  records(): Promise<ImportBundle>;
  /** After records(): each photo of the file once (not for a preview). */
  photos(): AsyncGenerator<{ ref: string; dataUrl: string }>;
  /** A preview's read: its digest, and the entries with a share address. */
  preview(): Promise<PreviewRead>;
  close(): void;
}

const BUSY_MESSAGE = 'the server is busy importing other files; please try again in a minute';

/**
 * From source (tests, `npm run dev`) the worker is TypeScript, loaded through tsx; in the build it
 * is dist/import-reader.worker.js beside dist/server.js (scripts/build-server.mjs).
 */
function startWorker(): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: IMPORT_LIMITS.readerMemoryMb } };
  const worker = import.meta.url.endsWith('.ts')
    ? new Worker(
        `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(new URL('./import-reader.worker.ts', import.meta.url).href)}); });`,
        { ...options, eval: true },
      )
    : new Worker(new URL('./import-reader.worker.js', import.meta.url), options);
  // An idle thread never keeps the process alive.
  worker.unref();
  return worker;
}

const idle: Worker[] = [];
let busy = 0;

/** Starts one reader thread now, so the first import does not wait for it. */
export function warmImportReader(): void {
  if (idle.length === 0 && busy === 0) idle.push(startWorker());
}

const seconds = (ms: number) => `${Math.round(ms / 1000)} seconds`;

export async function startImportRead(input: ReaderInput): Promise<ImportReading> {
  if (busy >= IMPORT_LIMITS.concurrentReads) throw new ImportError('busy', input.fileName, BUSY_MESSAGE);
  busy += 1;
  const worker = idle.pop() ?? startWorker();
  worker.ref();
  let closed = false;
  let failure: Error | null = null;
  let waiting: { resolve: (message: ReaderMessage) => void; reject: (error: Error) => void } | null = null;

  const onMessage = (message: ReaderMessage) => {
    const current = waiting;
    waiting = null;
    current?.resolve(message);
  };
  const onError = (error: Error & { code?: string }) =>
    stop(
      error.code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? new ImportError('tooLarge', input.fileName, `needs more than ${IMPORT_LIMITS.readerMemoryMb} MB of memory to read; split it into smaller zips`)
        : error,
    );
  const onExit = () => stop(new Error('the import reader stopped'));
  const timer = setTimeout(
    () => stop(new ImportError('tooSlow', input.fileName, `took longer than ${seconds(IMPORT_LIMITS.readMs)} to read; split it into smaller zips`)),
    IMPORT_LIMITS.readMs,
  );
  worker.on('message', onMessage);
  worker.on('error', onError);
  worker.on('exit', onExit);

  /** Hands the thread back: warm for the next import when it finished well, else stopped. */
  function close(): void {
    if (closed) return;
    closed = true;
    busy -= 1;
    clearTimeout(timer);
    worker.off('message', onMessage);
    worker.off('error', onError);
    worker.off('exit', onExit);
    if (failure) void worker.terminate();
    else {
      worker.postMessage({ type: 'done' } satisfies ToReader);
      worker.unref();
      idle.push(worker);
    }
  }
  function stop(error: Error): void {
    failure ??= error;
    close();
    const current = waiting;
    waiting = null;
    current?.reject(failure);
  }
  function ask(message: ToReader, transfer: ArrayBuffer[] = []): Promise<ReaderMessage> {
    if (failure) return Promise.reject(failure);
    const answer = new Promise<ReaderMessage>((resolve, reject) => (waiting = { resolve, reject }));
    worker.postMessage(message, transfer);
    return answer;
  }

  // The zip's bytes move to the thread (transferred, not copied): the server keeps no copy.
  const whole = input.bytes.byteOffset === 0 && input.bytes.byteLength === input.bytes.buffer.byteLength;
  const bytes = whole ? input.bytes : input.bytes.slice();
  let first: ReaderMessage;
  try {
    first = await ask({ type: 'read', input: { ...input, bytes } }, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    close();
    throw error;
  }
  if (first.type !== 'ready') {
    close();
    if (first.type === 'failed') throw new ImportError(first.problem, first.file, first.detail);
    throw new Error(`the import reader answered ${first.type} first`);
  }

  let pending: ReaderChunk | null = null;
  async function next(): Promise<ReaderChunk | null> {
    if (pending) {
      const chunk = pending;
      pending = null;
      return chunk;
    }
    // One chunk per turn: other requests run between two.
    await nextTurn();
    const message = await ask({ type: 'next' });
    return message.type === 'chunk' ? message.chunk : null;
  }

  return {
    format: first.format,
    async records() {
      const bundle: ImportBundle = { format: first.format, entries: [], resources: [], goals: [], learnPlans: [], milestones: [], reviewLogs: [], notes: first.notes };
      for (let chunk = await next(); chunk; chunk = await next()) {
        if (chunk.kind === 'photo') {
          pending = chunk;
          break;
        }
        if (chunk.kind === 'plain') ((bundle.plain ??= {})[chunk.key] ??= []).push(...chunk.records);
        else if (chunk.kind !== 'shared') (bundle[chunk.kind] as unknown[]).push(...chunk.records);
      }
      return bundle;
    },
    async *photos() {
      for (let chunk = await next(); chunk; chunk = await next()) {
        if (chunk.kind === 'photo') yield { ref: chunk.ref, dataUrl: chunk.dataUrl };
      }
    },
    async preview() {
      if (!first.digest) throw new Error('the import was not read as a preview');
      const shared: SharedEntry[] = [];
      for (let chunk = await next(); chunk; chunk = await next()) if (chunk.kind === 'shared') shared.push(...chunk.records);
      return { format: first.format, notes: first.notes, digest: first.digest, shared };
    },
    close,
  };
}
