/** Titles and tags for imported notes that are not LearnLog entries. */
import { FIELD_LIMITS } from '../constants';
import { normalizeTags } from '../rules/tags';

const FIRST_LINE_HEADING = /^[ \t]{0,3}#{1,6}[ \t]+(.+?)[ \t#]*$/;
// "#tag" after a space or at a line start; a heading's "# " has a space and is not a tag.
const HASH_TAG = /(?:^|[\s(])#([\p{L}\p{N}_][\p{L}\p{N}_\-/]*)/gu;

/** The text's first line when it is a heading: its words, and the content after it. Never a heading from further down. */
export function titleFromHeading(body: string): { title: string; content: string } | null {
  const text = body.replace(/^\s*\n/, '');
  const end = text.indexOf('\n');
  const line = end >= 0 ? text.slice(0, end) : text;
  const match = FIRST_LINE_HEADING.exec(line);
  if (!match?.[1]) return null;
  return { title: match[1].trim(), content: end >= 0 ? text.slice(end + 1).replace(/^\s*\n/, '') : '' };
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

/** A title as its writer gave it (a file name, a front matter title): one line, cut to the title limit, nothing else changed. */
export function titleAsWritten(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > FIELD_LIMITS.title ? `${line.slice(0, FIELD_LIMITS.title - 1).trimEnd()}…` : line;
}

/** A line of Markdown as a title: its emphasis, heading and link marks off ("**Hi** _there_" → "Hi there"), underscores inside words kept. */
export function shortTitle(text: string): string {
  return titleAsWritten(text.replace(/[#*`>[\]]/g, '').replace(/(^|[^\p{L}\p{N}])_+|_+(?=[^\p{L}\p{N}]|$)/gu, '$1'));
}
