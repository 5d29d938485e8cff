/**
 * A premium template as the editor starts from it: its headings stay as the entry's structure,
 * its italic prompt lines (`_What surprised you?_`) become hints shown on the empty line under
 * their heading, never text the learner has to delete.
 */

export interface TemplateStart {
  /** The template without its prompts: each prompt's line left empty to write on. */
  content: string;
  /** Heading line (as written, e.g. `## Book`) → the prompt shown under it. */
  prompts: Record<string, string>;
}

const HEADING = /^#{1,6}\s+\S/;
const PROMPT = /^\s*([_*])(?!\1)(.+?)\1\s*$/;

export function templateStart(markdown: string): TemplateStart {
  const prompts: Record<string, string> = {};
  let heading: string | null = null;
  const lines = markdown.split('\n').map((line) => {
    if (HEADING.test(line)) {
      heading = line.trimEnd();
      return line;
    }
    const prompt = PROMPT.exec(line);
    if (heading !== null && prompt?.[2] && prompts[heading] === undefined) {
      prompts[heading] = prompt[2].trim();
      heading = null;
      return '';
    }
    if (line.trim() !== '') heading = null;
    return line;
  });
  return { content: lines.join('\n'), prompts };
}
