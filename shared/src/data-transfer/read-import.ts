/**
 * One entry point for every import: opens the zip safely, tells the format, reads it whole.
 * Anything wrong is an ImportError naming the file and the problem, before anything is written.
 */
import { readDayOneExport, findDayOneJournals } from './import-day-one';
import type { ImportBundle, ReadOptions } from './import-bundle';
import { findLearnLogJson, readLearnLogExport } from './import-learnlog';
import { findMarkdownFiles, readMarkdownFiles } from './import-markdown';
import { ImportError } from './transfer-limits';
import { ZipArchive } from './zip-reader';

export const UNKNOWN_FORMAT_DETAIL = 'is not a LearnLog export, a Day One JSON export or a zip of Markdown files';

export async function readImport(bytes: Uint8Array, options: ReadOptions = {}): Promise<ImportBundle> {
  const fileName = options.fileName ?? 'The file';
  const archive = ZipArchive.open(bytes, fileName);

  const learnlog = findLearnLogJson(archive);
  if (learnlog) return readLearnLogExport(archive, learnlog, options);

  const journals = findDayOneJournals(archive);
  if (journals.length > 0) return readDayOneExport(archive, journals, options);

  const notes = findMarkdownFiles(archive);
  if (notes.length > 0) return readMarkdownFiles(archive, notes, options);

  throw new ImportError('unknownFormat', fileName, UNKNOWN_FORMAT_DETAIL);
}
