/**
 * Which cards an entry makes, and which card is which (docs/review.md, "Cards"). The key learning
 * is the card `key`; each question line is a card `q-{hash of its text}`. A question that was
 * reviewed and then edited keeps its card (and so its schedule): a line no known card has the
 * key of is matched to the entry's reviewed card whose last text it resembles most. Only the
 * synced review log says which cards are known, so every device derives the same cards.
 */
import { REVIEW } from '../constants';

export type CardKind = 'key' | 'question';

export interface CardOfEntry {
  entryId: number;
  cardKey: string;
  kind: CardKind;
  text: string;
}

/** A card the review log knows: its key and the text it had at its last review. */
export interface KnownCard {
  cardKey: string;
  text: string;
}

export const KEY_LEARNING_CARD = 'key';

const LIST_MARKER = /^\s*(?:[-*+]\s+(?:\[[ xX]\]\s+)?|\d+[.)]\s+|>\s*)/;

/** The question lines of an entry: one card each, list markers dropped, blank lines skipped. */
export function questionLines(questions: string | null): string[] {
  if (!questions) return [];
  return questions
    .split(/\r?\n/)
    .map((line) => line.replace(LIST_MARKER, '').trim())
    .filter((line) => line.length > 0);
}

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** FNV-1a over the normalised text, base 36: the same on every device and the server. */
export function questionCardKey(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of normalise(text)) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `q-${hash.toString(36)}`;
}

function letterPairs(text: string): Map<string, number> {
  const pairs = new Map<string, number>();
  const value = normalise(text);
  for (let i = 0; i < value.length - 1; i += 1) {
    const pair = value.slice(i, i + 2);
    pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
  }
  return pairs;
}

/** Dice coefficient over letter pairs: 1 for the same text, 0 for nothing in common. */
export function textSimilarity(a: string, b: string): number {
  const left = letterPairs(a);
  const right = letterPairs(b);
  const total = [...left.values()].reduce((s, n) => s + n, 0) + [...right.values()].reduce((s, n) => s + n, 0);
  if (total === 0) return normalise(a) === normalise(b) ? 1 : 0;
  let shared = 0;
  for (const [pair, count] of left) shared += Math.min(count, right.get(pair) ?? 0);
  return (2 * shared) / total;
}

/**
 * The cards of one entry. `known`: the entry's question cards in the review log (key and last
 * reviewed text). A line keeps its own key when that is known or no known card resembles it;
 * otherwise it takes the most similar known card no other line claimed (best pairs first, ties
 * by line order then key, so the answer does not depend on who computes it).
 */
export function cardsOfEntry(
  entry: { id: number; keyLearning: string | null; questions: string | null },
  known: readonly KnownCard[] = [],
): CardOfEntry[] {
  const cards: CardOfEntry[] = [];
  const keyLearning = entry.keyLearning?.trim();
  if (keyLearning) cards.push({ entryId: entry.id, cardKey: KEY_LEARNING_CARD, kind: 'key', text: keyLearning });

  const lines: Array<{ text: string; key: string }> = [];
  const used = new Set<string>();
  for (const text of questionLines(entry.questions)) {
    const key = questionCardKey(text);
    if (used.has(key)) continue; // the same question twice is one card
    used.add(key);
    lines.push({ text, key });
  }

  const knownByKey = new Map(known.filter((card) => card.cardKey !== KEY_LEARNING_CARD).map((card) => [card.cardKey, card.text]));
  const orphans = [...knownByKey.keys()].filter((key) => !used.has(key)).sort();
  const unmatched = lines.map((line, index) => ({ ...line, index })).filter((line) => !knownByKey.has(line.key));
  const pairs: Array<{ index: number; key: string; score: number }> = [];
  for (const line of unmatched) {
    for (const key of orphans) {
      const score = textSimilarity(line.text, knownByKey.get(key) ?? '');
      if (score >= REVIEW.sameQuestionSimilarity) pairs.push({ index: line.index, key, score });
    }
  }
  pairs.sort((a, b) => b.score - a.score || a.index - b.index || a.key.localeCompare(b.key));
  const takenLines = new Set<number>();
  const takenKeys = new Set<string>();
  for (const pair of pairs) {
    if (takenLines.has(pair.index) || takenKeys.has(pair.key)) continue;
    takenLines.add(pair.index);
    takenKeys.add(pair.key);
    const line = lines[pair.index];
    if (line) line.key = pair.key;
  }
  for (const line of lines) cards.push({ entryId: entry.id, cardKey: line.key, kind: 'question', text: line.text });
  return cards;
}
