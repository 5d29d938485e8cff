import type { TemplateCategoryId } from '@learnlog/shared';

/** A premium template as the seed data writes it; ids, counts and dates are the database's. */
export interface SeedTemplate {
  title: string;
  description: string;
  category: TemplateCategoryId;
  /** Markdown that becomes the new entry's content: headings, and prompts to answer under them. */
  template: string;
  tags: string[];
}

/**
 * Lets the data files write markdown indented like the code around it: strips the indentation
 * common to every non-blank line, and the blank first and last lines of the literal.
 */
export function md(strings: TemplateStringsArray, ...values: unknown[]): string {
  const raw = strings.reduce((text, part, i) => text + part + (i < values.length ? String(values[i]) : ''), '');
  const lines = raw.replace(/^\n/, '').replace(/\n[ \t]*$/, '').split('\n');
  const indents = lines.filter((line) => line.trim()).map((line) => /^[ \t]*/.exec(line)?.[0].length ?? 0);
  const cut = indents.length ? Math.min(...indents) : 0;
  return lines.map((line) => line.slice(cut).trimEnd()).join('\n');
}

/** One category's templates, so each data file names its category once. */
export function defineTemplates(
  category: TemplateCategoryId,
  templates: Omit<SeedTemplate, 'category'>[],
): SeedTemplate[] {
  return templates.map((t) => ({ ...t, category }));
}
