/**
 * The journal's full-text index: every word of a query must start, or nearly spell (fuzzy), a
 * word of the title or the content; matches are ranked by BM25 with title matches weighted
 * first, newest first on a tie. It runs in a Web Worker in the browser (entry-index-client.ts)
 * so indexing 10,000 entries never takes the page's thread; in Node tests, in the page.
 *
 * Why not MiniSearch's own search: it builds a result object with the matched terms of every
 * matching entry and sorts them all before the first one can be read (20–50 ms for a word found
 * in 9,800 of 10,000 entries, hundreds for a one-letter prefix). The journal shows a page of 30,
 * so this index keeps MiniSearch's radix tree (SearchableMap: the prefix and fuzzy lookup of
 * terms, the hard part) with its scoring (BM25+, the same weights for prefix and fuzzy matches),
 * adds numbers per entry into one map and picks the best `count` without sorting the rest.
 */
import MiniSearch from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import type { LocalEntry } from '../local-records';
import { topScores } from './top-scores';

export type Indexed = Pick<LocalEntry, 'id' | 'title' | 'content'>;

const FIELDS = ['title', 'content'] as const;
/** Title matches rank first. */
const BOOST = [4, 1];
/** Words shorter than this match exactly or as a prefix only: fuzzy short words match everything. */
const FUZZY_FROM_LENGTH = 4;
const FUZZY = 0.2;
const MAX_FUZZY = 6;
/** MiniSearch's weights: a prefix or fuzzy match counts less than the word itself. */
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };

/** Per field (FIELDS order): entry id → how often the term occurs in it. */
type Postings = [Map<number, number>, Map<number, number>];

/** MiniSearch's own tokenizer and term normalisation, so words split as they always did. */
const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];
const normalize = MiniSearch.getDefault('processTerm') as (term: string) => string;
const termsOf = (text: string) => tokenize(text).map(normalize).filter((term) => term !== '');

export interface SearchPage {
  /** The best `count` matches, best first. */
  ids: number[];
  /** How many entries match in all. */
  total: number;
}

export class EntryIndex {
  private readonly terms = new SearchableMap<Postings>();
  /** Per entry: its distinct terms (to take it out again) and each field's length in terms. */
  private readonly docs = new Map<number, { terms: string[]; lengths: number[] }>();
  private readonly totalLength = [0, 0];

  get size(): number {
    return this.docs.size;
  }

  /** Adds the entry, or replaces what the index had for it. */
  put(doc: Indexed): void {
    this.remove(doc.id);
    const seen = new Set<string>();
    const lengths = FIELDS.map((field, f) => {
      const counts = new Map<string, number>();
      for (const term of termsOf(doc[field])) counts.set(term, (counts.get(term) ?? 0) + 1);
      for (const [term, count] of counts) {
        const postings = this.terms.fetch(term, (): Postings => [new Map(), new Map()]);
        postings[f === 0 ? 0 : 1].set(doc.id, count);
        seen.add(term);
      }
      return counts.size;
    });
    lengths.forEach((length, f) => (this.totalLength[f] = (this.totalLength[f] ?? 0) + length));
    this.docs.set(doc.id, { terms: [...seen], lengths });
  }

  remove(id: number): void {
    const doc = this.docs.get(id);
    if (!doc) return;
    for (const term of doc.terms) {
      const postings = this.terms.get(term);
      if (!postings) continue;
      postings[0].delete(id);
      postings[1].delete(id);
      if (postings[0].size === 0 && postings[1].size === 0) this.terms.delete(term);
    }
    doc.lengths.forEach((length, f) => (this.totalLength[f] = (this.totalLength[f] ?? 0) - length));
    this.docs.delete(id);
  }

  clear(): void {
    this.terms.clear();
    this.docs.clear();
    this.totalLength.fill(0);
  }

  /** Every entry matching all words of `query`, with its score. */
  matches(query: string): Map<number, number> {
    const words = [...new Set(termsOf(query))];
    let combined: Map<number, number> | null = null;
    for (const word of words) {
      const scores = this.scoresOf(word);
      if (combined === null) {
        combined = scores;
        continue;
      }
      // Every word must match: keep what both have, adding the scores.
      const both = new Map<number, number>();
      const [small, large] = scores.size < combined.size ? [scores, combined] : [combined, scores];
      for (const [id, score] of small) {
        const other = large.get(id);
        if (other !== undefined) both.set(id, score + other);
      }
      combined = both;
      if (combined.size === 0) break;
    }
    return combined ?? new Map();
  }

  /** The best `count` entries for `query`. */
  search(query: string, count: number): SearchPage {
    const matches = this.matches(query);
    return { ids: topScores(matches, count), total: matches.size };
  }

  /** Entries with `word` itself, a word it starts, or (long enough) a word one or two edits off. */
  private scoresOf(word: string): Map<number, number> {
    const scores = new Map<number, number>();
    const exact = this.terms.get(word);
    if (exact) this.add(scores, exact, 1);
    const fuzzyDistance = word.length >= FUZZY_FROM_LENGTH ? Math.min(MAX_FUZZY, Math.round(word.length * FUZZY)) : 0;
    const fuzzy = fuzzyDistance > 0 ? this.terms.fuzzyGet(word, fuzzyDistance) : null;
    for (const [term, postings] of this.terms.atPrefix(word)) {
      const extra = term.length - word.length;
      if (extra === 0) continue;
      fuzzy?.delete(term); // scored as a prefix match
      this.add(scores, postings, (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * extra));
    }
    for (const [term, [postings, distance]] of fuzzy ?? []) {
      if (distance > 0) this.add(scores, postings, (FUZZY_WEIGHT * term.length) / (term.length + distance));
    }
    return scores;
  }

  /** Adds one term's BM25+ score, per field, to each entry that has it. */
  private add(scores: Map<number, number>, postings: Postings, weight: number): void {
    const total = this.docs.size;
    postings.forEach((frequencies, f) => {
      if (frequencies.size === 0) return;
      const boost = weight * (BOOST[f] ?? 1);
      const averageLength = (this.totalLength[f] ?? 0) / total || 1;
      const rarity = Math.log(1 + (total - frequencies.size + 0.5) / (frequencies.size + 0.5));
      for (const [id, frequency] of frequencies) {
        const length = this.docs.get(id)?.lengths[f] ?? 0;
        const tf = (frequency * (BM25.k + 1)) / (frequency + BM25.k * (1 - BM25.b + (BM25.b * length) / averageLength));
        scores.set(id, (scores.get(id) ?? 0) + boost * rarity * (BM25.d + tf));
      }
    });
  }
}

/** What the page asks of the index, in order: a search sees every change sent before it. */
export type IndexRequest =
  | { kind: 'apply'; put: Indexed[]; removed: number[] }
  | { kind: 'clear' }
  | { kind: 'search'; id: number; query: string; count: number };

export interface SearchAnswer extends SearchPage {
  id: number;
}

/**
 * Applies requests to one index; answers searches. The last query's matches are kept until the
 * next change, so the next page of the same search (the list asks for more as the learner
 * scrolls) only picks from them.
 */
export function createIndexHandler() {
  const index = new EntryIndex();
  let last: { query: string; matches: Map<number, number> } | null = null;
  return (request: IndexRequest): SearchAnswer | undefined => {
    switch (request.kind) {
      case 'apply':
        last = null;
        for (const id of request.removed) index.remove(id);
        for (const doc of request.put) index.put(doc);
        return undefined;
      case 'clear':
        last = null;
        index.clear();
        return undefined;
      case 'search': {
        if (last?.query !== request.query) last = { query: request.query, matches: index.matches(request.query) };
        return { id: request.id, ids: topScores(last.matches, request.count), total: last.matches.size };
      }
    }
  };
}
