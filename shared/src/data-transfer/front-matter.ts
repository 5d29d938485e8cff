/** YAML front matter on Markdown files, written and read with the `yaml` package. */
import { YAMLParseError, parse, stringify, type Scalar, type ScalarTag, type Tags } from 'yaml';
import { ImportError } from './transfer-limits';

const OPENING = /^---[ \t]*\r?\n/;
const CLOSING = /^(?:---|\.\.\.)[ \t]*$/m;

const TIMESTAMP = 'tag:yaml.org,2002:timestamp';

/**
 * YAML 1.2's octal (`0o17`): the one plain scalar a 1.2 reader (LearnLog's own) reads as a number
 * that the 1.1 schema leaves a string. Known to the writer, it is quoted like the others.
 */
const yaml12Octal: ScalarTag = { default: true, tag: 'tag:yaml.org,2002:int', test: /^0o[0-7]+$/, resolve: (text) => parseInt(text.slice(2), 8) };

/** A Date is written in full, `2024-03-05T10:00:00.000Z` (the 1.1 tag drops `.000Z`, and with it the zone). */
const writerTags = (tags: Tags): Tags => [
  ...tags.map((tag) => (typeof tag === 'object' && tag.tag === TIMESTAMP ? { ...(tag as ScalarTag), stringify: ({ value }: Scalar) => (value as Date).toISOString() } : tag)),
  yaml12Octal,
];

/**
 * `---\n{yaml}---\n\n{content}`: fields whose value is null or undefined are left out. Written
 * against the YAML 1.1 schema, so every string a 1.1 reader (Jekyll) would take for something
 * else is quoted: `yes`/`no`/`on`/`off`/`y`/`n`, `12`, `1_000`, `1:20`, `2024-03-05`, `~`… A Date
 * value is written as a plain timestamp, which 1.1 readers read as a date and 1.2 ones as text.
 */
export function withFrontMatter(fields: Record<string, unknown>, content: string): string {
  const present = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null && value !== undefined));
  return `---\n${stringify(present, { lineWidth: 0, version: '1.1', customTags: writerTags })}---\n\n${content}`;
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
