/**
 * The journal's full-text index: every word of a query must start, or nearly spell (fuzzy), a
 * word of the title, key learning, content, questions or tags; matches are ranked by BM25 with
 * title and key-learning matches weighted first, newest first on a tie. It runs in a Web Worker in the browser (entry-index-client.ts)
 * so indexing 10,000 entries never takes the page's thread; in Node tests, in the page.
 *
 * Why not MiniSearch's own search: it builds a result object with the matched terms of every
 * matching entry and sorts them all before the first one can be read. The journal shows a page of 30,
 * so this index keeps MiniSearch's radix tree (SearchableMap: the prefix and fuzzy lookup of
 * terms, the hard part) with its scoring (BM25+, the same weights for prefix and fuzzy matches),
 * adds numbers per entry and picks the best `count` without sorting the rest. Entries sit in dense
 * slots, so a word's scores add up in one array, not through a map lookup and store per posting.
 * Why: docs/decisions/016-journal-search-index.md
 */
import MiniSearch from 'minisearch';
import { mapPhotoReferences } from '@learnlog/shared';
import SearchableMap from 'minisearch/SearchableMap';
import type { LocalEntry } from '../local-records';
import { topScores } from './top-scores';

export type Indexed = Pick<LocalEntry, 'id' | 'title' | 'content' | 'keyLearning' | 'questions' | 'tags'>;

const FIELDS = ['title', 'keyLearning', 'content', 'questions', 'tags'] as const;
/** Title and key-learning matches rank first (issue 32), then tags, then the body. */
const BOOST = [4, 3, 1, 1, 2];
/** Words shorter than this match exactly or as a prefix only: fuzzy short words match everything. */
const FUZZY_FROM_LENGTH = 4;
const FUZZY = 0.2;
const MAX_FUZZY = 6;
/** MiniSearch's weights: a prefix or fuzzy match counts less than the word itself. */
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };

/** Per field (FIELDS order): entry slot → how often the term occurs in it; made on a field's first use. */
type Postings = (Map<number, number> | undefined)[];

/** Every entry matching a query (parallel lists): its id and its score. */
export interface Matches {
  ids: number[];
  scores: number[];
}

/** MiniSearch's own tokenizer and term normalisation, so words split as they always did. */
const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];
const normalize = MiniSearch.getDefault('processTerm') as (term: string) => string;
const termsOf = (text: string) => tokenize(text).map(normalize).filter((term) => term !== '');
const fieldText = (doc: Indexed, field: (typeof FIELDS)[number]): string => {
  // A photo in place is found by its caption, never by its address (`photo:1` would match "photo").
  if (field === 'content') return doc.content.includes('](photo:') ? mapPhotoReferences(doc.content, (_index, caption) => caption) : doc.content;
  const value = doc[field];
  return Array.isArray(value) ? value.join(' ') : (value ?? '');
};

export interface SearchPage {
  /** The best `count` matches, best first. */
  ids: number[];
  /** How many entries match in all. */
  total: number;
}

export class EntryIndex {
  private readonly terms = new SearchableMap<Postings>();
  /** Entry id → its slot; slot → entry id (-1: free, for the next entry put). */
  private readonly slots = new Map<number, number>();
  private readonly ids: number[] = [];
  private readonly free: number[] = [];
  /** Per slot: the entry's distinct terms (to take it out again); per field, its length in terms. */
  private readonly docTerms: (string[] | undefined)[] = [];
  private readonly lengths: number[][] = FIELDS.map(() => []);
  private readonly totalLength = FIELDS.map(() => 0);

  get size(): number {
    return this.slots.size;
  }

  /** Adds the entry, or replaces what the index had for it. */
  put(doc: Indexed): void {
    this.remove(doc.id);
    const slot = this.free.pop() ?? this.ids.length;
    const seen = new Set<string>();
    FIELDS.forEach((field, f) => {
      const counts = new Map<string, number>();
      for (const term of termsOf(fieldText(doc, field))) counts.set(term, (counts.get(term) ?? 0) + 1);
      for (const [term, count] of counts) {
        const postings = this.terms.fetch(term, (): Postings => []);
        (postings[f] ??= new Map()).set(slot, count);
        seen.add(term);
      }
      const lengths = this.lengths[f];
      if (lengths) lengths[slot] = counts.size;
      this.totalLength[f] = (this.totalLength[f] ?? 0) + counts.size;
    });
    this.slots.set(doc.id, slot);
    this.ids[slot] = doc.id;
    this.docTerms[slot] = [...seen];
  }

  remove(id: number): void {
    const slot = this.slots.get(id);
    if (slot === undefined) return;
    for (const term of this.docTerms[slot] ?? []) {
      const postings = this.terms.get(term);
      if (!postings) continue;
      for (const frequencies of postings) frequencies?.delete(slot);
      if (postings.every((frequencies) => !frequencies || frequencies.size === 0)) this.terms.delete(term);
    }
    this.lengths.forEach((lengths, f) => (this.totalLength[f] = (this.totalLength[f] ?? 0) - (lengths[slot] ?? 0)));
    this.slots.delete(id);
    this.ids[slot] = -1;
    this.docTerms[slot] = undefined;
    this.free.push(slot);
  }

  clear(): void {
    this.terms.clear();
    this.slots.clear();
    this.ids.length = 0;
    this.free.length = 0;
    this.docTerms.length = 0;
    for (const lengths of this.lengths) lengths.length = 0;
    this.totalLength.fill(0);
  }

  /** Every entry matching all words of `query`, with its score. */
  matches(query: string): Matches {
    const words = [...new Set(termsOf(query))];
    let combined: Float64Array | null = null;
    for (const word of words) {
      const scores = this.scoresOf(word);
      if (combined === null) {
        combined = scores;
        continue;
      }
      // Every word must match (a match always scores above 0): keep what both have, adding the scores.
      let any = false;
      for (let slot = 0; slot < combined.length; slot += 1) {
        const other = scores[slot] ?? 0;
        if ((combined[slot] ?? 0) > 0 && other > 0) {
          combined[slot] = (combined[slot] ?? 0) + other;
          any = true;
        } else combined[slot] = 0;
      }
      if (!any) break;
    }
    const found: Matches = { ids: [], scores: [] };
    if (combined === null) return found;
    for (let slot = 0; slot < combined.length; slot += 1) {
      const score = combined[slot] ?? 0;
      if (score > 0) {
        found.ids.push(this.ids[slot] ?? -1);
        found.scores.push(score);
      }
    }
    return found;
  }

  /** The best `count` entries for `query`. */
  search(query: string, count: number): SearchPage {
    const matches = this.matches(query);
    return { ids: topScores(matches, count), total: matches.ids.length };
  }

  /** Per slot, the score of `word` itself, a word it starts, or (long enough) a word one or two edits off; 0: no match. */
  private scoresOf(word: string): Float64Array {
    const scores = new Float64Array(this.ids.length);
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
  private add(scores: Float64Array, postings: Postings, weight: number): void {
    const total = this.slots.size;
    postings.forEach((frequencies, f) => {
      if (!frequencies || frequencies.size === 0) return;
      const boost = weight * (BOOST[f] ?? 1);
      const averageLength = (this.totalLength[f] ?? 0) / total || 1;
      const rarity = Math.log(1 + (total - frequencies.size + 0.5) / (frequencies.size + 0.5));
      const lengths = this.lengths[f] ?? [];
      for (const [slot, frequency] of frequencies) {
        const length = lengths[slot] ?? 0;
        const tf = (frequency * (BM25.k + 1)) / (frequency + BM25.k * (1 - BM25.b + (BM25.b * length) / averageLength));
        scores[slot] = (scores[slot] ?? 0) + boost * rarity * (BM25.d + tf);
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
  let last: { query: string; matches: Matches } | null = null;
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
        return { id: request.id, ids: topScores(last.matches, request.count), total: last.matches.ids.length };
      }
    }
  };
}
