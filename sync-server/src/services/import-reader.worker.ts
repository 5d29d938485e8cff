/**
 * Worker thread that reads one import (import-reader.ts starts it): opens the zip, tells its
 * format, inflates, parses and checks every file, and scales photos over the limit with sharp,
 * all away from the server's event loop. The records and the photos then go to the server a
 * chunk at a time, each when it asks for the next, so taking them in never stalls it either.
 * A photo is sent once however many entries name it: entries carry its reference. A preview gets
 * only what it needs (import-digest.ts), never the records or the photos.
 */
import { parentPort } from 'node:worker_threads';
import sharp from 'sharp';
import { IMPORT_KINDS, PHOTO_SCALING, isImportError, readImport, scaleAttempts, type ImportBundle } from '@learnlog/shared';
import { digestBuffers, digestOf, type SharedEntry } from './import-digest';
import { photoRefOf } from './photo-ref';
import type { ReaderChunk, ReaderInput, ReaderMessage, ToReader } from './import-reader';

/** Records per message: a few hundred KB of JSON at most, so the server takes each in a moment. */
const RECORDS_PER_CHUNK = 250;

sharp.concurrency(1);

async function scaleWithSharp(bytes: Uint8Array): Promise<string> {
  // Oriented as the camera meant it; the longer side is what scaleAttempts bounds, whichever it is.
  const source = sharp(bytes, { limitInputPixels: 100_000_000 }).rotate();
  const { width = 0, height = 0 } = await source.metadata();
  let out: Buffer = Buffer.alloc(0);
  for (const attempt of scaleAttempts(width, height)) {
    const side = Math.max(attempt.width, attempt.height);
    out = await source
      .clone()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: Math.round(attempt.quality * 100), mozjpeg: true })
      .toBuffer();
    if (out.length <= PHOTO_SCALING.budgetBytes) break;
  }
  return `data:image/jpeg;base64,${out.toString('base64')}`;
}

/** The bundle's entries with photo references, and each photo once. */
function byReference(bundle: ImportBundle): { bundle: ImportBundle; photos: Map<string, string> } {
  const photos = new Map<string, string>();
  const refOf = new Map<string, string>();
  const entries = bundle.entries.map((entry) => ({
    ...entry,
    photos: (entry.photos ?? []).map((dataUrl) => {
      let ref = refOf.get(dataUrl);
      if (!ref) {
        ref = photoRefOf(dataUrl);
        refOf.set(dataUrl, ref);
        photos.set(ref, dataUrl);
      }
      return ref;
    }),
  }));
  return { bundle: { ...bundle, entries }, photos };
}

function* chunksOf(bundle: ImportBundle, photos: Map<string, string>): Generator<ReaderChunk> {
  for (const kind of [...IMPORT_KINDS, 'reviewLogs'] as const) {
    const records = bundle[kind];
    for (let at = 0; at < records.length; at += RECORDS_PER_CHUNK) yield { kind, records: records.slice(at, at + RECORDS_PER_CHUNK) };
  }
  for (const [key, records] of Object.entries(bundle.plain ?? {})) {
    for (let at = 0; at < records.length; at += RECORDS_PER_CHUNK) yield { kind: 'plain', key, records: records.slice(at, at + RECORDS_PER_CHUNK) };
  }
  for (const [ref, dataUrl] of photos) yield { kind: 'photo', ref, dataUrl };
}

function* sharedChunks(shared: SharedEntry[]): Generator<ReaderChunk> {
  for (let at = 0; at < shared.length; at += RECORDS_PER_CHUNK) yield { kind: 'shared', records: shared.slice(at, at + RECORDS_PER_CHUNK) };
}

const port = parentPort;
if (!port) throw new Error('import-reader.worker runs as a worker thread');
const send = (message: ReaderMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

/** The import being handed over, one at a time (import-reader.ts gives this thread one at a time). */
let chunks: Generator<ReaderChunk> | null = null;

async function read(input: ReaderInput): Promise<void> {
  try {
    const bundle = await readImport(input.bytes, { fileName: input.fileName, now: new Date(input.now), timeZone: input.timeZone, scalePhoto: scaleWithSharp });
    if (input.preview) {
      const { digest, shared } = digestOf(bundle, new Date(input.now), input.timeZone);
      chunks = sharedChunks(shared);
      send({ type: 'ready', format: bundle.format, notes: bundle.notes ?? [], digest }, digestBuffers(digest));
      return;
    }
    const { bundle: byRef, photos } = byReference(bundle);
    chunks = chunksOf(byRef, photos);
    send({ type: 'ready', format: byRef.format, notes: byRef.notes ?? [] });
  } catch (error) {
    if (!isImportError(error)) throw error;
    send({ type: 'failed', problem: error.problem, file: error.file, detail: error.detail });
  }
}

port.on('message', (message: ToReader) => {
  if (message.type === 'read') void read(message.input);
  else if (message.type === 'next') {
    const next = chunks?.next();
    send(!next || next.done ? { type: 'end' } : { type: 'chunk', chunk: next.value });
  } else chunks = null;
});
