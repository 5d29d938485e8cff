/**
 * Editing a card from the card browser edits its entry: the key learning card is the entry's key
 * learning; a question card is one line of its questions, rewritten in place with its list
 * marker, so the rest of the list stays as the learner wrote it.
 */
import { questionLines } from './review-cards';

const MARKED_LINE = /^(\s*(?:[-*+]\s+(?:\[[ xX]\]\s+)?|\d+[.)]\s+|>\s*)?)(.*)$/;

const same = (a: string, b: string) => a.toLowerCase().replace(/\s+/g, ' ').trim() === b.toLowerCase().replace(/\s+/g, ' ').trim();

/** The questions with the line reading `from` now reading `to`; null when no line reads `from`. */
export function replaceQuestionLine(questions: string | null, from: string, to: string): string | null {
  if (!questions || !questionLines(questions).some((line) => same(line, from))) return null;
  const lines = questions.split(/(\r?\n)/);
  const at = lines.findIndex((line, i) => i % 2 === 0 && same(line.replace(MARKED_LINE, '$2'), from));
  if (at === -1) return null;
  const [, marker = ''] = MARKED_LINE.exec(lines[at] ?? '') ?? [];
  lines[at] = `${marker}${to.replace(/\s*\r?\n\s*/g, ' ').trim()}`;
  return lines.join('');
}
