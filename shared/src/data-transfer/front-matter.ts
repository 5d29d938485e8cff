/** YAML front matter on Markdown files, written and read with the `yaml` package. */
import { YAMLParseError, parse, stringify } from 'yaml';
import { ImportError } from './transfer-limits';

const OPENING = /^---[ \t]*\r?\n/;
const CLOSING = /^(?:---|\.\.\.)[ \t]*$/m;

/** `---\n{yaml}---\n\n{content}`: fields whose value is null or undefined are left out. */
export function withFrontMatter(fields: Record<string, unknown>, content: string): string {
  const present = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null && value !== undefined));
  return `---\n${stringify(present, { lineWidth: 0 })}---\n\n${content}`;
}

export interface MarkdownDocument {
  /** The front matter's fields; empty when the file has none. */
  fields: Record<string, unknown>;
  body: string;
}

/** Splits off and parses front matter; malformed YAML is an ImportError naming the file. */
export function readFrontMatter(text: string, file: string): MarkdownDocument {
  const opening = OPENING.exec(text);
  if (!opening) return { fields: {}, body: text };
  const rest = text.slice(opening[0].length);
  const closing = CLOSING.exec(rest);
  if (!closing) throw new ImportError('malformed', file, 'its front matter has no closing --- line');
  const yamlText = rest.slice(0, closing.index);
  let fields: unknown;
  try {
    fields = parse(yamlText, { prettyErrors: true, uniqueKeys: false });
  } catch (error) {
    const line = error instanceof YAMLParseError ? error.linePos?.[0]?.line : undefined;
    throw new ImportError('malformed', file, `its front matter is not valid YAML${line ? ` (line ${line + 1})` : ''}`);
  }
  if (fields === null || fields === undefined) fields = {};
  if (typeof fields !== 'object' || Array.isArray(fields)) {
    throw new ImportError('malformed', file, 'its front matter must be "key: value" lines');
  }
  // The blank line the exporter puts after the front matter is not part of the content.
  const body = rest.slice(closing.index + closing[0].length).replace(/^\r?\n/, '').replace(/^\r?\n/, '');
  return { fields: fields as Record<string, unknown>, body };
}
