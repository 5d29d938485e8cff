/**
 * The sentences an import's preview lists about what will not come in as it was, in the same
 * words on the device and in the API's answer: "Left out: 2 files that are not notes (a.org, b.pdf)."
 */

/** Names shown before "and N more": a preview line stays one line's read. */
const NAMES_SHOWN = 5;

export const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** "a.org, b.pdf and 3 more". */
export function namesList(names: readonly string[], shown = NAMES_SHOWN): string {
  if (names.length <= shown) return names.join(', ');
  return `${names.slice(0, shown).join(', ')} and ${(names.length - shown).toLocaleString('en-US')} more`;
}

/** Ends `text` with a full stop, unless a name at its end closes with one ("… “Done.”"). */
const sentence = (text: string) => (/[.!?]”?$/.test(text) ? text : `${text}.`);

/** "“Title”": an entry named by its title where it has no file of its own. */
export const quoted = (title: string) => `“${title}”`;

/** "1 entry and 2 resources", the kinds with a count, joined. */
function countsPhrase(groups: readonly { count: number; one: string; many: string }[]): string {
  const parts = groups.filter((group) => group.count > 0).map((group) => plural(group.count, group.one, group.many));
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
}

export interface FutureGroup {
  one: string;
  many: string;
  names: string[];
}

/** "2 notes dated in the future come in dated today: a.md, b.md." (null when none is). */
export function futureDatesNote(groups: readonly FutureGroup[]): string | null {
  const total = groups.reduce((sum, group) => sum + group.names.length, 0);
  if (total === 0) return null;
  const what = countsPhrase(groups.map((group) => ({ count: group.names.length, one: group.one, many: group.many })));
  return sentence(`${what} dated in the future ${total === 1 ? 'comes' : 'come'} in dated today: ${namesList(groups.flatMap((group) => group.names))}`);
}

/** Each record dated after `now` dated `now` instead, with the names of those that were. */
export function datedNoLaterThan<T extends { createdAt: string }>(records: readonly T[], now: Date, nameOf: (record: T) => string): { records: T[]; future: string[] } {
  const future: string[] = [];
  const settled = records.map((record) => {
    if (new Date(record.createdAt).getTime() <= now.getTime()) return record;
    future.push(nameOf(record));
    return { ...record, createdAt: now.toISOString() };
  });
  return { records: settled, future };
}

/**
 * Files of a zip left out, by kind of file: "Left out: 3 files that are not notes (2 .org:
 * a.org, b.org; 1 .pdf: c.pdf); LearnLog reads …". `what` is the noun phrase for one and for many.
 */
export function filesLeftOutNote(paths: readonly string[], what: readonly [string, string], why?: string): string | null {
  if (paths.length === 0) return null;
  const byExtension = new Map<string, string[]>();
  for (const path of paths) {
    const name = path.split('/').pop() ?? path;
    const dot = name.lastIndexOf('.');
    const extension = dot > 0 ? name.slice(dot).toLowerCase() : 'without an extension';
    const known = byExtension.get(extension);
    if (known) known.push(path);
    else byExtension.set(extension, [path]);
  }
  const kinds = [...byExtension.entries()].sort((a, b) => b[1].length - a[1].length);
  const detail = kinds.length === 1 ? namesList(paths) : kinds.map(([extension, names]) => `${names.length.toLocaleString('en-US')} ${extension}: ${namesList(names, 3)}`).join('; ');
  return `Left out: ${plural(paths.length, what[0], what[1])} (${detail})${why ? `; ${why}` : ''}.`;
}
