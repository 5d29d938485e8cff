/** File names in an export, and record ids for imports whose source has none of ours. */

/** "Closures in JS!" → "closures-in-js"; never empty. */
export function slugify(title: string, maxLength = 60): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
  return slug || 'entry';
}

/** Gives `base` a "-2", "-3" … suffix until it is not yet taken, and takes it. */
export function uniqueName(base: string, extension: string, taken: Set<string>): string {
  let name = `${base}${extension}`;
  for (let n = 2; taken.has(name); n++) name = `${base}-${n}${extension}`;
  taken.add(name);
  return name;
}

/**
 * A record id derived from the source's own identity (a Day One uuid, a Markdown file's path
 * and text), so importing the same file twice gives the same ids and the second import finds
 * every record "already here". cyrb53: a well-spread 53-bit hash, within the id range
 * (positive, below 2^53) that device-made ids use.
 */
export function stableRecordId(key: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < key.length; i++) {
    const ch = key.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const id = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return id === 0 ? 1 : id;
}
