/**
 * An import's photos, read from the zip once each: a photo named by ten entries (or ten times by
 * one) is inflated, scaled and encoded once, and every mention gets the same data URL. A photo
 * over the photo limit is scaled down by the reader's `scalePhoto` (the browser's canvas, the
 * server's sharp), never refused for its size; only one past what a camera makes is refused,
 * naming the file and the real limit.
 */
import { FIELD_LIMITS } from '../constants';
import { dataUrlBytes } from '../entities/fields';
import { imageTypeOf, toDataUrl } from './binary';
import type { ReadOptions } from './import-bundle';
import { IMPORT_LIMITS, ImportError, megabytes } from './transfer-limits';
import type { ZipArchive } from './zip-reader';

const PHOTO_KINDS_TEXT = 'JPEG, PNG, GIF, WebP, HEIC or AVIF';

export class PhotoReader {
  private readonly cache = new Map<string, Promise<string>>();

  constructor(
    private readonly archive: ZipArchive,
    private readonly options: ReadOptions,
  ) {}

  /** The photo at `path` as a data URL at most FIELD_LIMITS.photoBytes decoded. */
  read(path: string): Promise<string> {
    let photo = this.cache.get(path);
    if (!photo) {
      photo = this.load(path);
      this.cache.set(path, photo);
    }
    return photo;
  }

  private async load(path: string): Promise<string> {
    const type = imageTypeOf(path);
    if (!type) throw new ImportError('invalid', path, `is not a photo LearnLog can keep (${PHOTO_KINDS_TEXT})`);
    const info = this.archive.info(path);
    if (info && info.size > IMPORT_LIMITS.sourcePhotoBytes) {
      throw new ImportError('tooLarge', path, `is over the ${megabytes(IMPORT_LIMITS.sourcePhotoBytes)} limit for a photo in an import`);
    }
    const bytes = this.archive.read(path, IMPORT_LIMITS.sourcePhotoBytes);
    if (bytes.length <= FIELD_LIMITS.photoBytes) return toDataUrl(bytes, type);
    const scale = this.options.scalePhoto;
    if (!scale) throw new ImportError('tooLarge', path, `is over the ${FIELD_LIMITS.photoBytes / 1024} KB photo limit and cannot be scaled here`);
    let scaled: string;
    try {
      scaled = await scale(bytes, type);
    } catch {
      throw new ImportError('invalid', path, `could not be read as an image to scale it down to ${FIELD_LIMITS.photoBytes / 1024} KB`);
    }
    if (dataUrlBytes(scaled) > FIELD_LIMITS.photoBytes) {
      throw new ImportError('tooLarge', path, `is still over the ${FIELD_LIMITS.photoBytes / 1024} KB photo limit after scaling it down`);
    }
    return scaled;
  }
}
