/**
 * Markdown as plain text, for previews (journal cards, the dashboard, public pages, link
 * previews), where markup characters would only be noise but the text's shape still matters:
 * a heading is not the first words of the paragraph under it, list items and table cells are
 * not one run-on sentence.
 */

const FENCE = /^\s{0,3}(```|~~~)/;
const TABLE_RULE = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;
const THEMATIC_BREAK = /^\s{0,3}((\*\s*){3,}|(-\s*){3,}|(_\s*){3,}|={3,})\s*$/;
const HEADING = /^\s{0,3}#{1,6}\s+/;
const QUOTE = /^\s{0,3}>\s?/;
const BULLET = /^\s*[-*+]\s+(\[[ xX]\]\s+)?/;
const ORDERED = /^\s*(\d+)[.)]\s+/;

/** Links (`[[wiki links]]` too) and images keep their visible text; emphasis, code ticks and tags go. */
function inlineText(line: string): string {
  return line
    .replace(/\[\[([^[\]\n|]+)\|([^[\]\n]*)\]\]/g, '$2')
    .replace(/\[\[([^[\]\n|]+)\]\]/g, '$1')
    .replace(/<\/?[a-zA-Z][^>\n]*>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|_|`|~~)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!|>~])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map(inlineText)
    .filter(Boolean);

/**
 * One line per heading, paragraph line, list item, quote line and table row (its cells joined
 * with ' · '). Code blocks and rules are left out; list items keep a '•' or their number.
 */
export function markdownLines(markdown: string): string[] {
  const source = markdown.replace(/\r\n?/g, '\n').split('\n');
  const lines: string[] = [];
  let inCode = false;
  let inTable = false;
  source.forEach((raw, index) => {
    if (FENCE.test(raw)) {
      inCode = !inCode;
      return;
    }
    if (inCode) return;
    if (raw.trim() === '') {
      inTable = false;
      return;
    }
    if (TABLE_RULE.test(raw) && raw.includes('-')) {
      // The row above was the table's header; rows follow until a blank line.
      inTable = raw.includes('|') || (source[index - 1]?.includes('|') ?? false);
      return;
    }
    if (THEMATIC_BREAK.test(raw)) return;
    const nextIsRule = TABLE_RULE.test(source[index + 1] ?? '') && (source[index + 1] ?? '').includes('|');
    if ((inTable || nextIsRule) && raw.includes('|')) {
      const row = cells(raw).join(' · ');
      if (row) lines.push(row);
      return;
    }
    const ordered = ORDERED.exec(raw);
    let text: string;
    if (HEADING.test(raw)) text = inlineText(raw.replace(HEADING, '').replace(/\s#+\s*$/, ''));
    else if (BULLET.test(raw)) text = `• ${inlineText(raw.replace(BULLET, ''))}`;
    else if (ordered) text = `${ordered[1]}. ${inlineText(raw.replace(ORDERED, ''))}`;
    else text = inlineText(raw.replace(QUOTE, '').replace(QUOTE, ''));
    if (text && text !== '•') lines.push(text);
  });
  return lines;
}

const ENDS_SENTENCE = /[.!?:;…]$/;

/** Markdown on one line (link previews): lines that end a sentence join with a space, others with ' · '. */
export function markdownPlainText(markdown: string): string {
  return markdownLines(markdown)
    .map((line) => line.replace(/^• /, ''))
    .reduce((text, line) => (text === '' ? line : `${text}${ENDS_SENTENCE.test(text) ? ' ' : ' · '}${line}`), '');
}

/**
 * `text` cut to at most `maxChars` at a word boundary, the ellipsis right after the last word
 * (no space, no dangling comma or separator before it). Short text is returned whole.
 */
export function cutAtWord(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars);
  const boundary = Math.max(cut.lastIndexOf(' '), cut.lastIndexOf('\n'));
  // A text with no break in its first stretch (one very long word) is cut inside the word.
  const kept = boundary > maxChars * 0.5 && /\S/.test(text.charAt(maxChars)) ? cut.slice(0, boundary) : cut;
  return `${kept.replace(/[\s.,;:·•\-–—(]+$/u, '')}…`;
}

/** A card's preview: the lines of `markdown`, cut at a word to `maxChars` characters. */
export function markdownPreview(markdown: string, maxChars: number): string {
  return cutAtWord(markdownLines(markdown).join('\n'), maxChars);
}
