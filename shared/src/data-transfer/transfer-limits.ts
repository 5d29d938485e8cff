/**
 * The bounds of an import and the one error every import problem becomes. Both the device's
 * preview and POST /api/import read them from here, so a file the preview accepts is a file the
 * server accepts.
 */
import { FIELD_LIMITS } from '../constants';

const MB = 1024 * 1024;

export const IMPORT_LIMITS = {
  /** The zip itself (the upload's body limit too). */
  zipBytes: 200 * MB,
  /** Everything in the zip, inflated. Checked on the declared sizes first, then while inflating. */
  inflatedBytes: 1024 * MB,
  /** Files in one zip: past this the directory alone is an attack, not a journal. */
  files: 100_000,
  /** A Markdown file: an entry's content limit in UTF-8 (4 bytes a character at most) plus front matter. */
  markdownBytes: FIELD_LIMITS.content * 4 + 64 * 1024,
  /** A photo as kept: the same cap as a photo added in the entry dialog (larger ones are scaled to it). */
  photoBytes: FIELD_LIMITS.photoBytes,
  /** A photo as it is in the zip, before it is scaled down: more than any phone camera makes. */
  sourcePhotoBytes: 50 * MB,
  /** learnlog.json or a Day One Journal.json: the whole inflated budget may be text. */
  jsonBytes: 512 * MB,
  /** The server reads each import in a thread of its own, with at most this much JavaScript memory… */
  readerMemoryMb: 768,
  /** …for at most this long (reading, checking and scaling photos; writing comes after). */
  readMs: 120_000,
  /** Imports read at once by one server process; one more is asked to try again in a minute. */
  concurrentReads: 2,
} as const;

/** What went wrong, as the HTTP status it answers with. */
export const IMPORT_PROBLEMS = {
  notZip: 400,
  malformed: 400,
  tooLarge: 413,
  invalid: 422,
  unknownFormat: 422,
  tooSlow: 413,
  busy: 503,
} as const;
export type ImportProblem = keyof typeof IMPORT_PROBLEMS;

/**
 * One import problem: which file, what is wrong. `message` reads "{file}: {problem}" so it can
 * be shown as it is; the server answers `{message, code, errors: [{path: file, message}]}`.
 */
export class ImportError extends Error {
  override readonly name = 'ImportError';
  readonly status: number;

  constructor(
    readonly problem: ImportProblem,
    readonly file: string,
    readonly detail: string,
  ) {
    super(`${file}: ${detail}`);
    this.status = IMPORT_PROBLEMS[problem];
  }
}

export const isImportError = (error: unknown): error is ImportError => error instanceof ImportError;

export const megabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`;

/** POST /api/import: the upload's own name (URI-encoded), for messages ("notes.zip: is not a zip file"). */
export const IMPORT_FILE_NAME_HEADER = 'X-File-Name';
