/**
 * Reads an uploaded zip without trusting it. The central directory is read here (fflate's
 * `unzipSync` trusts each file's declared size and silently truncates a file that inflates past
 * it, and exposes no offsets), then each file is inflated with fflate's streaming `Inflate` in
 * small chunks while the bytes that come out are counted: a file that inflates past its declared
 * size, or an archive past the inflated budget, is refused mid-stream (zip-bomb safe), and the
 * declared sizes are checked against the budget before anything is inflated.
 */
import { Inflate, inflateSync, strFromU8 } from 'fflate';
import { IMPORT_LIMITS, ImportError, megabytes } from './transfer-limits';

export interface ZipFileInfo {
  /** The path inside the zip, '/'-separated. */
  name: string;
  /** Declared inflated size. */
  size: number;
  compressedSize: number;
  method: number;
  /** The file's modification time as the zip records it (local time, no zone). */
  modifiedAt: Date | null;
  dataOffset: number;
}

export interface ZipLimits {
  zipBytes: number;
  inflatedBytes: number;
  files: number;
}

const SIG = { eocd: 0x06054b50, eocd64Locator: 0x07064b50, eocd64: 0x06064b50, central: 0x02014b50, local: 0x04034b50 };
const CHUNK = 64 * 1024;
const MAX_32 = 0xffffffff;

const u16 = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u32 = (b: Uint8Array, at: number) => (u16(b, at) | (u16(b, at + 2) << 16)) >>> 0;
const u64 = (b: Uint8Array, at: number) => u32(b, at) + u32(b, at + 4) * 2 ** 32;

/** Junk that archivers add beside the real files (macOS resource forks, dotfiles). */
export function isJunkPath(name: string): boolean {
  return name.startsWith('__MACOSX/') || name.split('/').some((part) => part.startsWith('.'));
}

export class ZipArchive {
  private inflated = 0;
  /** Names to files: a lookup is one hash probe, never a scan of a 100,000-file directory. */
  private readonly byName: ReadonlyMap<string, ZipFileInfo>;

  private constructor(
    private readonly bytes: Uint8Array,
    readonly fileName: string,
    /** The files (folders left out), in directory order. */
    readonly files: readonly ZipFileInfo[],
    private readonly limits: ZipLimits,
  ) {
    this.byName = new Map(files.map((file) => [file.name, file]));
  }

  /** Reads the directory; refuses what is not a zip, is too large, or declares too much. */
  static open(bytes: Uint8Array, fileName: string, limits: ZipLimits = IMPORT_LIMITS): ZipArchive {
    if (bytes.length > limits.zipBytes) {
      throw new ImportError('tooLarge', fileName, `the zip is over ${megabytes(limits.zipBytes)}`);
    }
    const files = readDirectory(bytes, fileName, limits);
    const declared = files.reduce((sum, file) => sum + file.size, 0);
    if (declared > limits.inflatedBytes) {
      throw new ImportError('tooLarge', fileName, `the zip would inflate to more than ${megabytes(limits.inflatedBytes)}`);
    }
    return new ZipArchive(bytes, fileName, files, limits);
  }

  has(name: string): boolean {
    return this.byName.has(name);
  }

  info(name: string): ZipFileInfo | undefined {
    return this.byName.get(name);
  }

  /** The file's bytes; refused when it declares or inflates to more than `maxBytes`. */
  read(name: string, maxBytes: number): Uint8Array {
    const file = this.info(name);
    if (!file) throw new ImportError('invalid', name, 'is missing from the zip');
    if (file.size > maxBytes) throw new ImportError('tooLarge', name, `is over the ${megabytes(maxBytes)} limit for this kind of file`);
    const out = new Uint8Array(file.size);
    let written = 0;
    const take = (chunk: Uint8Array) => {
      // Counted before it is kept: a lying header stops here, not after the bomb went off.
      if (written + chunk.length > file.size) throw new ImportError('tooLarge', name, 'inflates past the size its zip header declares');
      if (this.inflated + chunk.length > this.limits.inflatedBytes) {
        throw new ImportError('tooLarge', this.fileName, `the zip inflates to more than ${megabytes(this.limits.inflatedBytes)}`);
      }
      out.set(chunk, written);
      written += chunk.length;
      this.inflated += chunk.length;
    };
    const data = this.bytes.subarray(file.dataOffset, file.dataOffset + file.compressedSize);
    if (file.method === 0) take(data);
    else if (file.method === 8 && data.length <= CHUNK) take(inflateSmall(data, name, file.size));
    else if (file.method === 8) inflateInChunks(data, name, take);
    else throw new ImportError('malformed', name, `uses a compression method LearnLog cannot read (${file.method})`);
    if (written !== file.size) throw new ImportError('malformed', name, 'is damaged (its size does not match the zip header)');
    return out;
  }

  /** The file as UTF-8 text (a byte-order mark is dropped). */
  text(name: string, maxBytes: number): string {
    return strFromU8(this.read(name, maxBytes)).replace(/^\uFEFF/, '');
  }
}

/**
 * A file of one chunk at most, inflated at once into a buffer one byte over its declared size
 * (that byte filled: it inflates past its header). The streaming inflater's own buffers (~160 KB
 * for every file, however small) made a 50,000-note zip allocate gigabytes; this needs its size.
 */
function inflateSmall(data: Uint8Array, name: string, size: number): Uint8Array {
  try {
    return inflateSync(data, { out: new Uint8Array(size + 1) });
  } catch {
    throw new ImportError('malformed', name, 'is damaged and cannot be inflated');
  }
}

function inflateInChunks(data: Uint8Array, name: string, take: (chunk: Uint8Array) => void): void {
  const inflater = new Inflate((chunk) => take(chunk));
  try {
    for (let at = 0; at < data.length; at += CHUNK) inflater.push(data.subarray(at, at + CHUNK), at + CHUNK >= data.length);
    if (data.length === 0) inflater.push(new Uint8Array(0), true);
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw new ImportError('malformed', name, 'is damaged and cannot be inflated');
  }
}

function findEndOfDirectory(bytes: Uint8Array): number {
  const last = bytes.length - 22;
  for (let at = last; at >= 0 && at >= last - 65_535; at--) {
    if (u32(bytes, at) === SIG.eocd) return at;
  }
  return -1;
}

function readDirectory(bytes: Uint8Array, fileName: string, limits: ZipLimits): ZipFileInfo[] {
  const notZip = () => new ImportError('notZip', fileName, 'is not a zip file');
  const damaged = (what: string) => new ImportError('malformed', fileName, `is a damaged zip (${what})`);
  const eocd = findEndOfDirectory(bytes);
  if (eocd < 0 || (u32(bytes, 0) !== SIG.local && u32(bytes, 0) !== SIG.eocd)) throw notZip();

  let count = u16(bytes, eocd + 10);
  let offset = u32(bytes, eocd + 16);
  const locator = eocd - 20;
  if (locator >= 0 && u32(bytes, locator) === SIG.eocd64Locator) {
    const at = u64(bytes, locator + 8);
    if (u32(bytes, at) !== SIG.eocd64) throw damaged('zip64 directory');
    count = u64(bytes, at + 32);
    offset = u64(bytes, at + 48);
  }
  if (count > limits.files) throw new ImportError('tooLarge', fileName, `the zip holds more than ${limits.files} files`);

  const files: ZipFileInfo[] = [];
  for (let i = 0; i < count; i++) {
    if (u32(bytes, offset) !== SIG.central) throw damaged('directory');
    const flags = u16(bytes, offset + 8);
    const method = u16(bytes, offset + 10);
    const modifiedAt = dosDate(u16(bytes, offset + 12), u16(bytes, offset + 14));
    let compressedSize = u32(bytes, offset + 20);
    let size = u32(bytes, offset + 24);
    const nameLength = u16(bytes, offset + 28);
    const extraLength = u16(bytes, offset + 30);
    const commentLength = u16(bytes, offset + 32);
    let localOffset = u32(bytes, offset + 42);
    const name = strFromU8(bytes.subarray(offset + 46, offset + 46 + nameLength), (flags & 0x800) === 0);
    const extra = bytes.subarray(offset + 46 + nameLength, offset + 46 + nameLength + extraLength);
    ({ size, compressedSize, localOffset } = zip64Sizes(extra, { size, compressedSize, localOffset }));
    offset += 46 + nameLength + extraLength + commentLength;

    if (name.endsWith('/')) continue;
    if (flags & 1) throw new ImportError('malformed', name, 'is encrypted; export it again without a password');
    if (u32(bytes, localOffset) !== SIG.local) throw damaged(`entry ${name}`);
    const dataOffset = localOffset + 30 + u16(bytes, localOffset + 26) + u16(bytes, localOffset + 28);
    if (dataOffset + compressedSize > bytes.length) throw damaged(`entry ${name} is cut short`);
    files.push({ name, size, compressedSize, method, dataOffset, modifiedAt });
  }
  return files;
}

interface Sizes {
  size: number;
  compressedSize: number;
  localOffset: number;
}

/** Zip64 extra field (id 1): each 32-bit field set to 0xFFFFFFFF is given here instead, in order. */
function zip64Sizes(extra: Uint8Array, sizes: Sizes): Sizes {
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = u16(extra, at);
    const length = u16(extra, at + 2);
    if (id === 1) {
      let field = at + 4;
      const next = () => {
        const value = u64(extra, field);
        field += 8;
        return value;
      };
      const result = { ...sizes };
      if (sizes.size === MAX_32) result.size = next();
      if (sizes.compressedSize === MAX_32) result.compressedSize = next();
      if (sizes.localOffset === MAX_32) result.localOffset = next();
      return result;
    }
    at += 4 + length;
  }
  return sizes;
}

/** MS-DOS date and time as a Date (read as UTC: the zip stores no zone). */
function dosDate(time: number, date: number): Date | null {
  if (date === 0) return null;
  const year = 1980 + (date >> 9);
  const month = ((date >> 5) & 0xf) - 1;
  const day = date & 0x1f;
  return new Date(Date.UTC(year, month, day, time >> 11, (time >> 5) & 0x3f, (time & 0x1f) * 2));
}
