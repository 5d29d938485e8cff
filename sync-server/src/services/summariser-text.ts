/** Turning journal entries into the plain text a summariser reads. */

/** What the summarisers read of an entry. */
export interface SummaryEntry {
  title: string;
  content: string;
  keyLearning: string | null;
  questions: string | null;
  tags: string[];
  createdAt: string;
}

/** About 3,000 tokens: enough for a month of entries, well inside any model's context. */
const SUMMARY_TEXT_BUDGET = 12_000;
/** One very long entry must not crowd out all the others. */
const ENTRY_CONTENT_CAP = 4_000;

/**
 * Markdown to plain text: the provider needs the words, not the syntax, and the syntax costs
 * tokens. Code is kept as text; links and images keep their visible text.
 */
export function stripMarkdown(markdown: string): string {
  return markdown
    .replace(/\r\n?/g, '\n')
    .replace(/^[ \t]*(```|~~~).*(\n|$)/gm, '')
    .replace(/<[^>\n]+>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^[ \t]{0,3}#{1,6}[ \t]+/gm, '')
    .replace(/^[ \t]{0,3}>[ \t]?/gm, '')
    .replace(/^[ \t]*(?:[-*+]|\d+[.)])[ \t]+(?:\[[ xX]\][ \t]+)?/gm, '')
    .replace(/^[ \t]*(?:[-*_][ \t]*){3,}(\n|$)/gm, '')
    .replace(/^[ \t]*\|?(?:[ \t]*:?-{2,}:?[ \t]*\|)+[ \t]*:?-*:?[ \t]*(\n|$)/gm, '')
    .replace(/\|/g, ' ')
    .replace(/(\*\*|__|~~)(.+?)\1/g, '$2')
    .replace(/(^|[\s(])([*_])(?=\S)(.+?)(?<=\S)\2/g, '$1$3')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const cap = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

function entryBlock(entry: SummaryEntry): string {
  const lines = [`Date: ${entry.createdAt.slice(0, 10)}`, `Title: ${stripMarkdown(entry.title)}`];
  if (entry.tags.length) lines.push(`Tags: ${entry.tags.join(', ')}`);
  if (entry.keyLearning?.trim()) lines.push(`Key learning: ${stripMarkdown(entry.keyLearning)}`);
  if (entry.questions?.trim()) lines.push(`Open questions: ${stripMarkdown(entry.questions)}`);
  lines.push(`Entry: ${cap(stripMarkdown(entry.content), ENTRY_CONTENT_CAP)}`);
  return lines.join('\n');
}

/**
 * The entries (newest first) as plain text within `budget` characters. When they do not all
 * fit, the oldest are left out; the newest is cut rather than dropped. `included` counts the
 * entries that made it in.
 */
export function entriesAsText(entries: readonly SummaryEntry[], budget: number = SUMMARY_TEXT_BUDGET): { text: string; included: number } {
  const separator = '\n\n---\n\n';
  const blocks: string[] = [];
  let length = 0;
  for (const entry of entries) {
    const block = entryBlock(entry);
    const extra = block.length + (blocks.length ? separator.length : 0);
    if (length + extra > budget) {
      if (blocks.length === 0) blocks.push(cap(block, budget));
      break;
    }
    blocks.push(block);
    length += extra;
  }
  // Oldest first reads like a journal, and lets the model see how things developed.
  return { text: blocks.reverse().join(separator), included: blocks.length };
}
