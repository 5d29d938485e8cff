/**
 * Where a search matched an entry, for its card (issue 32): the query's words marked in the
 * title, and a snippet of the first other field that has one (key learning, content, questions,
 * tags), labelled with that field. Only the cards on screen ask, so this reads the text directly.
 */
import { markdownPlainText } from '@learnlog/shared';
import type { LocalEntry } from '../../../db/local-records';

export interface MarkedText {
  text: string;
  marked: boolean;
}

export interface SearchSnippet {
  /** The field it came from ("Key learning"), or null for the content. */
  label: string | null;
  parts: MarkedText[];
}

/** Characters of context kept before the first match, and in all. */
const BEFORE = 40;
const LENGTH = 160;

/** The query's words, lowercased, longest first (so "react" marks before "re"). */
function queryWords(query: string): string[] {
  const words = query.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

function escape(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `text` cut into parts, the starts of words that begin with one of `words` marked. */
export function markWords(text: string, words: readonly string[]): MarkedText[] {
  if (words.length === 0) return [{ text, marked: false }];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escape).join('|')})`, 'giu');
  const parts: MarkedText[] = [];
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index), marked: false });
    parts.push({ text: match[0], marked: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}

const hasMark = (parts: readonly MarkedText[]) => parts.some((part) => part.marked);

/** A window of `text` around its first marked word, with an ellipsis where it was cut. */
function around(text: string, words: readonly string[]): MarkedText[] | null {
  const parts = markWords(text, words);
  if (!hasMark(parts)) return null;
  const first = parts.findIndex((part) => part.marked);
  const offset = parts.slice(0, first).reduce((sum, part) => sum + part.text.length, 0);
  const start = offset > BEFORE ? text.lastIndexOf(' ', offset - BEFORE) + 1 || offset - BEFORE : 0;
  let end = Math.min(text.length, start + LENGTH);
  if (end < text.length) end = text.lastIndexOf(' ', end) > offset ? text.lastIndexOf(' ', end) : end;
  const cut = `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
  return markWords(cut, words);
}

/** The title with the query's words marked. */
export function markedTitle(entry: Pick<LocalEntry, 'title'>, query: string): MarkedText[] {
  return markWords(entry.title, queryWords(query));
}

/** Where outside the title the query matched; null when only the title (or a near spelling) did. */
export function searchSnippet(entry: LocalEntry, query: string): SearchSnippet | null {
  const words = queryWords(query);
  if (words.length === 0) return null;
  const fields: Array<[string | null, string | null]> = [
    ['Key learning', entry.keyLearning],
    [null, markdownPlainText(entry.content)],
    ['Questions', entry.questions],
    ['Tags', entry.tags.join(', ')],
  ];
  for (const [label, text] of fields) {
    const parts = text ? around(text.replace(/\s+/g, ' ').trim(), words) : null;
    if (parts) return { label, parts };
  }
  return null;
}
