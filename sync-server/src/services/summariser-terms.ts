/**
 * The words and two-word phrases of a text that could be a theme: what is left once common
 * English words and a learning journal's own filler are set aside.
 */
import { STOP_WORDS } from './summariser-stop-words';
import { stripMarkdown } from './summariser-text';

/** A word worth counting: three letters or more ("lag", "sql"), not a stop word, no contraction. */
const isTerm = (word: string) => word.length >= 3 && !word.includes("'") && !STOP_WORDS.has(word);

/**
 * Each term of `markdown` with how often it occurs: single words, and pairs of terms that stand
 * next to each other within a sentence ("event loop"). A stop word or punctuation breaks a pair.
 */
export function termsOf(markdown: string): Map<string, number> {
  const counts = new Map<string, number>();
  const count = (term: string) => counts.set(term, (counts.get(term) ?? 0) + 1);
  for (const clause of stripMarkdown(markdown).toLowerCase().split(/[.,;:!?()[\]{}"“”]+|\n/)) {
    const words = clause.match(/\p{L}[\p{L}\p{N}'-]*/gu) ?? [];
    words.forEach((word, index) => {
      if (!isTerm(word)) return;
      count(word);
      const next = words[index + 1];
      if (next && isTerm(next) && next !== word) count(`${word} ${next}`);
    });
  }
  return counts;
}
