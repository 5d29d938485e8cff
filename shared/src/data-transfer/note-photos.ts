/**
 * A note's images, attached as its photos and shown where the note shows them: `![](path)`,
 * `![](<path with spaces>)` and Obsidian's `![[image.png]]` / `![[image.png|300]]` become
 * `![caption](photo:N)` (rules/photo-references.ts). Past FIELD_LIMITS.photos the first ones are
 * kept and the rest named, never the whole import refused.
 */
import { FIELD_LIMITS } from '../constants';
import { photoReference } from '../rules/photo-references';
import { imageTypeOf } from './binary';
import { outsideCode, parseWikiTarget } from './obsidian-syntax';
import type { ZipArchive } from './zip-reader';

/**
 * The zip's files by name, built once: Obsidian resolves an embed by its file name anywhere in
 * the vault, so a lookup must be one probe, never a scan of the file list.
 */
export class VaultFiles {
  private readonly byName = new Map<string, string>();

  constructor(private readonly archive: ZipArchive) {
    for (const { name } of archive.files) {
      const key = (name.split('/').pop() ?? name).toLowerCase();
      const known = this.byName.get(key);
      // Of two files with one name, the one nearer the top (what Obsidian links to unqualified).
      if (known === undefined || name.split('/').length < known.split('/').length) this.byName.set(key, name);
    }
  }

  /** The file `target` names from a note in `folder`: beside the note, from the top, else by its name. */
  resolve(target: string, folder: string): string | null {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return null;
    const beside = normalPath(`${folder}${target}`);
    if (beside && this.archive.has(beside)) return beside;
    const fromTop = normalPath(target);
    if (fromTop && this.archive.has(fromTop)) return fromTop;
    return this.byName.get((target.split('/').pop() ?? target).toLowerCase()) ?? null;
  }
}

/** "notes/../images/a.png" → "images/a.png"; null when it climbs out of the zip. */
function normalPath(path: string): string | null {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.pop() === undefined) return null;
    } else parts.push(part);
  }
  return parts.length > 0 ? parts.join('/') : null;
}

function decodeUri(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** One note's photos as they are found, each file once however often the note shows it. */
export class NotePhotos {
  readonly paths: string[] = [];
  /** Images past FIELD_LIMITS.photos, named in the preview. */
  readonly leftOut: string[] = [];
  private readonly leftOutSet = new Set<string>();
  private readonly indexOf = new Map<string, number>();

  /** Attaches `path` (an image file in the zip), answering its 0-based index, or null past the limit. */
  attach(path: string): number | null {
    const known = this.indexOf.get(path);
    if (known !== undefined) return known;
    if (this.paths.length >= FIELD_LIMITS.photos) {
      if (!this.leftOutSet.has(path)) {
        this.leftOutSet.add(path);
        this.leftOut.push(path);
      }
      return null;
    }
    this.indexOf.set(path, this.paths.length);
    this.paths.push(path);
    return this.paths.length - 1;
  }

  /** The markdown that shows `path` in place: its reference, or its name when it did not fit. */
  inPlace(path: string, caption: string): string {
    const index = this.attach(path);
    return index === null ? `_(${path.split('/').pop() ?? path} left out: an entry keeps ${FIELD_LIMITS.photos} photos)_` : photoReference(index, caption);
  }
}

const ANY_IMAGE = /!\[\[([^\]\n]+?)\]\]|!\[[^\]\n]*\]\((?:<([^>\n]+)>|([^)\s]+))(?:\s+"[^"\n]*")?\)/g;

/** The note's images attached in the order the note shows them, so photo 1 is the first one shown. */
export function attachInOrder(text: string, folder: string, files: VaultFiles, photos: NotePhotos): void {
  outsideCode(text, (prose) => {
    for (const match of prose.matchAll(ANY_IMAGE)) {
      const target = match[1] !== undefined ? parseWikiTarget(match[1]).name : (match[2] ?? match[3] ?? '');
      const path = imageTypeOf(target) ? files.resolve(decodeUri(target), folder) : null;
      if (path && imageTypeOf(path)) photos.attach(path);
    }
    return prose;
  });
}

const MARKDOWN_IMAGE = /!\[([^\]\n]*)\]\((?:<([^>\n]+)>|([^)\s]+))(?:\s+"[^"\n]*")?\)/g;

/** `![caption](relative/path.png)` of images in the zip, shown in place as photo references. */
export function placeMarkdownImages(text: string, folder: string, files: VaultFiles, photos: NotePhotos): string {
  return text.replace(MARKDOWN_IMAGE, (whole, caption: string, bracketed: string | undefined, bare: string | undefined) => {
    const target = decodeUri(bracketed ?? bare ?? '');
    const path = files.resolve(target, folder);
    if (!path || !imageTypeOf(path)) return whole;
    return photos.inPlace(path, caption);
  });
}

/** An Obsidian embed's image (`image.png|300`: a width, `image.png|A caption`: a caption), in place; null when it names no image in the zip. */
export function placeEmbeddedImage(name: string, shown: string | undefined, folder: string, files: VaultFiles, photos: NotePhotos): string | null {
  if (!imageTypeOf(name)) return null;
  const path = files.resolve(decodeUri(name), folder);
  if (!path) return null;
  const caption = shown && !/^\d+(x\d+)?$/.test(shown) ? shown : '';
  return photos.inPlace(path, caption);
}
