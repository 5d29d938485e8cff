/**
 * `[[Title]]` and `[[Title|shown text]]` links between a learner's records (Obsidian's syntax, so
 * exports stay readable elsewhere). Links inside code spans and fenced code blocks are text, not
 * links. A title resolves case-insensitively among the learner's own records: an entry of that
 * title first, then a resource, then a goal.
 */

export interface WikiLink {
  /** The title linked to, trimmed, as written. */
  target: string;
  /** What the reader sees: the text after `|`, or the title. */
  shown: string;
  /** Offsets of the whole `[[…]]` in the text. */
  start: number;
  end: number;
}

/** A piece of text between links, or a link. */
export type WikiSegment = { kind: 'text'; text: string } | { kind: 'link'; link: WikiLink };

export type WikiTargetKind = 'entry' | 'resource' | 'goal';

export interface WikiTitled<Id = number> {
  id: Id;
  title: string;
}

export interface WikiTarget<Id = number> {
  kind: WikiTargetKind;
  id: Id;
}

export interface WikiTargets<Id = number> {
  entries: readonly WikiTitled<Id>[];
  resources: readonly WikiTitled<Id>[];
  goals: readonly WikiTitled<Id>[];
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
// No brackets or line breaks inside a link; a `|` splits title from shown text.
const LINK = /\[\[([^[\]\n|]+)(?:\|([^[\]\n]*))?\]\]/g;

/** Ranges of `text` that are code (fenced blocks and inline code spans), sorted. */
function codeRanges(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let offset = 0;
  let fence: string | null = null;
  let fenceStart = 0;
  const prose: Array<[number, number]> = [];
  for (const line of text.split('\n')) {
    const end = offset + line.length;
    const opener = FENCE.exec(line);
    if (fence === null && opener) {
      fence = opener[1]!;
      fenceStart = offset;
    } else if (fence !== null) {
      // A fence closes on a line of the same character, at least as long.
      const closer = FENCE.exec(line);
      if (closer && closer[1]![0] === fence[0] && closer[1]!.length >= fence.length && line.trim() === closer[1]) {
        ranges.push([fenceStart, end]);
        fence = null;
      }
    } else {
      prose.push([offset, end]);
    }
    offset = end + 1;
  }
  if (fence !== null) ranges.push([fenceStart, text.length]);
  // Inline code spans: a run of backticks closed by a run of the same length (CommonMark).
  for (const [from, to] of prose) {
    const runs = [...text.slice(from, to).matchAll(/`+/g)];
    for (let i = 0; i < runs.length; i++) {
      const open = runs[i]!;
      const close = runs.findIndex((run, k) => k > i && run[0].length === open[0].length);
      if (close === -1) continue;
      const closing = runs[close]!;
      ranges.push([from + open.index, from + closing.index + closing[0].length]);
      i = close;
    }
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}

function inRanges(ranges: Array<[number, number]>, index: number): boolean {
  return ranges.some(([from, to]) => index >= from && index < to);
}

/** Every link in `markdown`, in order, leaving out those inside code. */
export function parseWikiLinks(markdown: string): WikiLink[] {
  if (!markdown.includes('[[')) return [];
  const code = codeRanges(markdown);
  const links: WikiLink[] = [];
  for (const match of markdown.matchAll(LINK)) {
    const start = match.index;
    if (inRanges(code, start)) continue;
    // `\[[` is an escaped bracket, not a link.
    if (start > 0 && markdown[start - 1] === '\\') continue;
    const target = match[1]!.trim();
    if (!target) continue;
    const shown = match[2]?.trim() || target;
    links.push({ target, shown, start, end: start + match[0].length });
  }
  return links;
}

/** `markdown` cut into text and links, for rendering. */
export function splitWikiLinks(markdown: string): WikiSegment[] {
  const segments: WikiSegment[] = [];
  let at = 0;
  for (const link of parseWikiLinks(markdown)) {
    if (link.start > at) segments.push({ kind: 'text', text: markdown.slice(at, link.start) });
    segments.push({ kind: 'link', link });
    at = link.end;
  }
  if (at < markdown.length) segments.push({ kind: 'text', text: markdown.slice(at) });
  return segments;
}

/** How titles compare: trimmed, inner spaces collapsed, case-insensitive. */
export function wikiTitleKey(title: string): string {
  return title.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

/**
 * A resolver over the learner's records: built once, then each lookup is one map read. When two
 * records of a kind share a title, the first one given wins (callers pass them oldest first).
 */
export function wikiResolver<Id>(targets: WikiTargets<Id>): (title: string) => WikiTarget<Id> | null {
  const byTitle = new Map<string, WikiTarget<Id>>();
  const add = (kind: WikiTargetKind, records: readonly WikiTitled<Id>[]) => {
    for (const record of records) {
      const key = wikiTitleKey(record.title);
      if (key && !byTitle.has(key)) byTitle.set(key, { kind, id: record.id });
    }
  };
  // Entries first, then resources, then goals: the first kind to claim a title keeps it.
  add('entry', targets.entries);
  add('resource', targets.resources);
  add('goal', targets.goals);
  return (title) => byTitle.get(wikiTitleKey(title)) ?? null;
}

/** One link's target, or null for a link to nothing yet. */
export function resolveWikiLink<Id>(title: string, targets: WikiTargets<Id>): WikiTarget<Id> | null {
  return wikiResolver(targets)(title);
}

/**
 * `markdown` with every link to `oldTitle` pointing at `newTitle` instead, as Obsidian renames:
 * `[[Old]]` becomes `[[New]]`, `[[Old|shown]]` becomes `[[New|shown]]`.
 */
export function renameWikiLinks(markdown: string, oldTitle: string, newTitle: string): string {
  const oldKey = wikiTitleKey(oldTitle);
  const links = parseWikiLinks(markdown).filter((link) => wikiTitleKey(link.target) === oldKey);
  let result = markdown;
  // From the end, so earlier offsets stay right.
  for (const link of links.reverse()) {
    const written = markdown.slice(link.start, link.end);
    const hasShown = written.includes('|');
    const replacement = hasShown ? `[[${newTitle.trim()}|${link.shown}]]` : `[[${newTitle.trim()}]]`;
    result = result.slice(0, link.start) + replacement + result.slice(link.end);
  }
  return result;
}

/** Whether `markdown` links to `title`. */
export function linksTo(markdown: string, title: string): boolean {
  const key = wikiTitleKey(title);
  return parseWikiLinks(markdown).some((link) => wikiTitleKey(link.target) === key);
}

const SENTENCE_END = /[.!?…](?=\s|$)|\n/g;

/**
 * The sentence around `[start, end)` in `markdown`, on one line, for "Linked from" and
 * "Mentioned in": from the previous sentence end (or line break) to the next one.
 */
export function sentenceAround(markdown: string, start: number, end: number, maxChars = 240): string {
  let from = 0;
  let to = markdown.length;
  for (const match of markdown.matchAll(SENTENCE_END)) {
    const at = match.index;
    if (at < start) from = at + 1;
    else if (at >= end) {
      to = match[0] === '\n' ? at : at + 1;
      break;
    }
  }
  const sentence = markdown.slice(from, to).replace(/\s+/g, ' ').trim();
  return sentence.length > maxChars ? `${sentence.slice(0, maxChars - 1).trimEnd()}…` : sentence;
}

export interface WikiMention {
  start: number;
  end: number;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Where `markdown` says `title` as whole words without linking it (outside links and code),
 * case-insensitively: the candidates for "Mentioned in".
 */
export function findMentions(markdown: string, title: string): WikiMention[] {
  const words = title.trim().split(/\s+/).filter(Boolean).map(escapeRegExp);
  if (words.length === 0) return [];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])${words.join('\\s+')}(?![\\p{L}\\p{N}_])`, 'giu');
  const code = codeRanges(markdown);
  const links = parseWikiLinks(markdown);
  const mentions: WikiMention[] = [];
  for (const match of markdown.matchAll(pattern)) {
    const start = match.index;
    const end = start + match[0].length;
    if (inRanges(code, start)) continue;
    if (links.some((link) => start < link.end && end > link.start)) continue;
    mentions.push({ start, end });
  }
  return mentions;
}

/**
 * `markdown` with its first unlinked mention of `title` turned into a link. The words as written
 * stay what the reader sees: `[[Title]]` when they match the title exactly, else `[[Title|words]]`.
 * Unchanged when there is no mention.
 */
export function linkFirstMention(markdown: string, title: string): string {
  const mention = findMentions(markdown, title)[0];
  if (!mention) return markdown;
  const written = markdown.slice(mention.start, mention.end);
  const cleanTitle = title.trim();
  const link = written === cleanTitle ? `[[${cleanTitle}]]` : `[[${cleanTitle}|${written}]]`;
  return markdown.slice(0, mention.start) + link + markdown.slice(mention.end);
}
