/**
 * "Answer" on a question card: the answer goes into the entry's content under an "Answers"
 * heading (added at the end the first time), question in bold and the answer below it.
 */
export const ANSWERS_HEADING = '## Answers';

export function appendAnswer(content: string, question: string, answer: string): string {
  const block = `**${question.trim()}**\n\n${answer.trim()}`;
  const lines = content.replace(/\s+$/, '').split('\n');
  const heading = lines.findIndex((line) => line.trim().toLowerCase() === ANSWERS_HEADING.toLowerCase());
  if (heading === -1) return `${lines.join('\n')}\n\n${ANSWERS_HEADING}\n\n${block}\n`;
  // The end of the Answers section: the next heading of the same or a higher level, or the end.
  let end = lines.length;
  for (let i = heading + 1; i < lines.length; i += 1) {
    if (/^#{1,2}\s/.test(lines[i] ?? '')) {
      end = i;
      break;
    }
  }
  const before = lines.slice(0, end).join('\n').replace(/\s+$/, '');
  const after = lines.slice(end).join('\n');
  return `${before}\n\n${block}\n${after ? `\n${after}\n` : ''}`;
}
