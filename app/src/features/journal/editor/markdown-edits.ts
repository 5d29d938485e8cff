/**
 * The markdown toolbar's edits as pure functions of the text and the selection, so the textarea
 * component only applies the result (and tests need no DOM). Pressing a button twice undoes it.
 */
export interface TextEdit {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

export type InlineStyle = 'bold' | 'italic' | 'code';
export type LineStyle = 'h1' | 'h2' | 'bullet' | 'numbered' | 'task' | 'quote';

const INLINE: Record<InlineStyle, { marker: string; placeholder: string }> = {
  bold: { marker: '**', placeholder: 'bold text' },
  italic: { marker: '*', placeholder: 'italic text' },
  code: { marker: '`', placeholder: 'code' },
};

const LINE_PREFIX: Record<LineStyle, string> = { h1: '# ', h2: '## ', bullet: '- ', numbered: '1. ', task: '- [ ] ', quote: '> ' };

function runOf(text: string, from: number, step: 1 | -1, char: string): number {
  let n = 0;
  for (let i = step === 1 ? from : from - 1; i >= 0 && i < text.length && text[i] === char; i += step) n += 1;
  return n;
}

/**
 * Wraps the selection in `**` or `*` (or a placeholder when nothing is selected, selected so
 * typing replaces it); when the selection is already wrapped that way, unwraps it. Three stars
 * around a selection are bold and italic at once, so either style can be removed from them.
 */
export function toggleInline(text: string, start: number, end: number, style: InlineStyle): TextEdit {
  const { marker, placeholder } = INLINE[style];
  const char = marker.charAt(0);
  const around = Math.min(runOf(text, start, -1, char), runOf(text, end, 1, char));
  if (start !== end && (around === marker.length || (char === '*' && around === 3))) {
    const n = marker.length;
    return {
      text: text.slice(0, start - n) + text.slice(start, end) + text.slice(end + n),
      selectionStart: start - n,
      selectionEnd: end - n,
    };
  }
  const inner = start === end ? placeholder : text.slice(start, end);
  return {
    text: `${text.slice(0, start)}${marker}${inner}${marker}${text.slice(end)}`,
    selectionStart: start + marker.length,
    selectionEnd: start + marker.length + inner.length,
  };
}

const HEADING = /^#{1,6} /;

function stripPrefix(line: string, style: LineStyle): string {
  if (style === 'h1' || style === 'h2') return line.replace(HEADING, '');
  return line.startsWith(LINE_PREFIX[style]) ? line.slice(LINE_PREFIX[style].length) : line;
}

/**
 * Adds the style's prefix to every line the selection touches (a heading replaces another
 * heading level); when all those lines already have it, removes it.
 */
export function toggleLinePrefix(text: string, start: number, end: number, style: LineStyle): TextEdit {
  const prefix = LINE_PREFIX[style];
  const blockStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = text.indexOf('\n', end);
  const blockEnd = lineEnd === -1 ? text.length : lineEnd;
  const lines = text.slice(blockStart, blockEnd).split('\n');
  const allHave = lines.every((line) => line.startsWith(prefix));
  const changed = lines.map((line) => (allHave ? line.slice(prefix.length) : prefix + stripPrefix(line, style)));
  const firstDelta = (changed[0]?.length ?? 0) - (lines[0]?.length ?? 0);
  const block = changed.join('\n');
  const totalDelta = block.length - (blockEnd - blockStart);
  return {
    text: text.slice(0, blockStart) + block + text.slice(blockEnd),
    selectionStart: Math.max(blockStart, start + firstDelta),
    selectionEnd: Math.max(blockStart, end + totalDelta),
  };
}

/** `[text](url)` around the selection (or a placeholder), with `url` selected to type over. */
export function insertLink(text: string, start: number, end: number): TextEdit {
  const label = start === end ? 'link text' : text.slice(start, end);
  const inserted = `[${label}](url)`;
  const urlAt = start + label.length + 3;
  return { text: text.slice(0, start) + inserted + text.slice(end), selectionStart: urlAt, selectionEnd: urlAt + 3 };
}

const TABLE = '| Column | Column |\n| --- | --- |\n|  |  |';

/** A two-column table on lines of its own after the selection, its first header selected. */
export function insertTable(text: string, _start: number, end: number): TextEdit {
  const lineEnd = text.indexOf('\n', end);
  const at = lineEnd === -1 ? text.length : lineEnd;
  const before = text.slice(0, at).trim() === '' ? '' : text.slice(0, at).endsWith('\n') ? '\n' : '\n\n';
  const inserted = `${before}${TABLE}\n`;
  const headerAt = at + before.length + 2;
  return { text: text.slice(0, at) + inserted + text.slice(at), selectionStart: headerAt, selectionEnd: headerAt + 'Column'.length };
}

/**
 * `block` (a photo's markdown) as a paragraph of its own in place of the selection: a blank line
 * before and after it unless the text has them there already (none at the very start), the caret
 * after it, where the text goes on.
 */
export function insertBlock(text: string, start: number, end: number, block: string): TextEdit {
  const head = text.slice(0, start);
  const tail = text.slice(end);
  const before = head.trim() === '' || head.endsWith('\n\n') ? '' : head.endsWith('\n') ? '\n' : '\n\n';
  const after = tail.startsWith('\n\n') ? '' : tail.startsWith('\n') ? '\n' : '\n\n';
  const caret = start + before.length + block.length + 2;
  return { text: `${head}${before}${block}${after}${tail}`, selectionStart: caret, selectionEnd: caret };
}

/** The one replacement that turns `before` into `after` (their common start and end kept), so an edit of a long entry touches only what changed. */
export function changedRange(before: string, after: string): { from: number; to: number; insert: string } {
  let from = 0;
  const shortest = Math.min(before.length, after.length);
  while (from < shortest && before.charCodeAt(from) === after.charCodeAt(from)) from += 1;
  let tail = 0;
  while (tail < shortest - from && before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail)) tail += 1;
  return { from, to: before.length - tail, insert: after.slice(from, after.length - tail) };
}
