/** Titles, tags and dates for imported notes that are not LearnLog entries. */
import { FIELD_LIMITS } from '../constants';
import { normalizeTags } from '../rules/tags';

const HEADING = /^[ \t]{0,3}#{1,6}[ \t]+(.+?)[ \t#]*$/m;
// "#tag" after a space or at a line start; a heading's "# " has a space and is not a tag.
const HASH_TAG = /(?:^|[\s(])#([\p{L}\p{N}_][\p{L}\p{N}_\-/]*)/gu;

/** The first heading's text, and the content without it when it is the very first line. */
export function titleFromHeading(body: string): { title: string; content: string } | null {
  const match = HEADING.exec(body);
  if (!match?.[1]) return null;
  const isFirstLine = body.slice(0, match.index).trim() === '';
  const content = isFirstLine ? body.slice(match.index + match[0].length).replace(/^\s*\n/, '') : body;
  return { title: match[1].trim(), content };
}

/** #tags in the text (at least one letter: "#1" is a number, not a tag). */
export function hashTags(body: string): string[] {
  const withoutCode = body.replace(/```[\s\S]*?```|`[^`\n]*`/g, ' ');
  return [...withoutCode.matchAll(HASH_TAG)].map((match) => match[1] ?? '').filter((tag) => /\p{L}/u.test(tag));
}

/** Tags written as a YAML list or as "a, b" text. */
export function tagsFrom(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((tag): tag is string | number => typeof tag === 'string' || typeof tag === 'number').map(String);
  if (typeof value === 'string') return value.split(/[,\s]+/).map((tag) => tag.replace(/^#/, ''));
  return [];
}

export function mergeTags(...lists: string[][]): string[] {
  return normalizeTags(lists.flat().map((tag) => tag.slice(0, FIELD_LIMITS.tag))).slice(0, FIELD_LIMITS.tags);
}

/** A date as written in front matter; a bare day is read as noon UTC so no zone moves its day. */
export function isoDateFrom(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  const date = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T12:00:00Z`) : new Date(text);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A one-line title cut to the title limit. */
export function shortTitle(text: string): string {
  const line = text.replace(/[#*_`>[\]]/g, '').replace(/\s+/g, ' ').trim();
  return line.length > FIELD_LIMITS.title ? `${line.slice(0, FIELD_LIMITS.title - 1).trimEnd()}…` : line;
}
