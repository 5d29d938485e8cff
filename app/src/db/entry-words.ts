/**
 * The journal search index (docs/performance.md: scanning 10,000 rows per keystroke is too slow).
 * Each entry stores the distinct lower-case words of its title and content in `words`, a
 * multiEntry index; a query word matches an entry when it is the start of one of its words.
 */
const WORD = /[\p{L}\p{N}]+/gu;
/** Longer "words" (base64, hashes) are cut: nobody types them, and they bloat the index. */
const MAX_WORD_LENGTH = 40;

export function textWords(text: string): string[] {
  const words = new Set<string>();
  for (const match of text.toLowerCase().matchAll(WORD)) words.add(match[0].slice(0, MAX_WORD_LENGTH));
  return [...words];
}

export function entryWords(entry: { title: string; content: string }): string[] {
  return textWords(`${entry.title} ${entry.content}`);
}

/** The words of what the learner typed, longest first (the most selective index lookup first). */
export function queryWords(query: string): string[] {
  return textWords(query)
    .map((word) => word.slice(0, MAX_WORD_LENGTH))
    .sort((a, b) => b.length - a.length);
}
