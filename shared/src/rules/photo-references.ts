/**
 * Photos in place: an entry's content shows one of its own photos where the learner put it as
 * `![caption](photo:N)`, N counting from 1 in the entry's `photos`. The editor writes these on a
 * paste or a drop, the importers write them for a note's embedded images, the reading view, the
 * preview and the public page draw them there, and an export turns them into the photos' files.
 */

const REFERENCE = /!\[([^\]\n]*)\]\(photo:(\d+)\)/g;
const URL = /^photo:(\d+)$/;

/** The markdown that shows photo `index` (0-based) in place. */
export function photoReference(index: number, caption = ''): string {
  return `![${caption.replace(/[[\]\n]/g, ' ').trim()}](photo:${index + 1})`;
}

/** The 0-based photo an image's address names (`photo:2` → 1), or null for any other address. */
export function photoIndexOf(url: string): number | null {
  const match = URL.exec(url.trim());
  if (!match) return null;
  const n = Number(match[1]);
  return n >= 1 ? n - 1 : null;
}

/** Every photo (0-based) the content shows in place. */
export function photosShownInPlace(content: string): Set<number> {
  const shown = new Set<number>();
  for (const match of content.matchAll(REFERENCE)) {
    const index = photoIndexOf(`photo:${match[2]}`);
    if (index !== null) shown.add(index);
  }
  return shown;
}

/** Each in-place photo's markdown replaced by what `replace` answers for its 0-based index. */
export function mapPhotoReferences(content: string, replace: (index: number, caption: string) => string): string {
  return content.replace(REFERENCE, (whole, caption: string, n: string) => {
    const index = photoIndexOf(`photo:${n}`);
    return index === null ? whole : replace(index, caption);
  });
}

/** The content once photo `removed` (0-based) is gone: its references go, later ones move down one. */
export function withoutPhoto(content: string, removed: number): string {
  return mapPhotoReferences(content, (index, caption) => {
    if (index === removed) return '';
    return photoReference(index > removed ? index - 1 : index, caption);
  });
}
