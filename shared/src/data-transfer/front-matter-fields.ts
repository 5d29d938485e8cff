/**
 * Front matter read whatever the writer's spelling: LearnLog writes `title`, Joplin `Title`,
 * others `created_at` or `Date Created`. Keys are compared without case, spaces, `_` or `-`.
 */

const keyOf = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, '');

export class FrontMatterFields {
  private readonly byKey = new Map<string, unknown>();

  constructor(fields: Record<string, unknown>) {
    // The first spelling wins, as a reader going down the file would take it.
    for (const [name, value] of Object.entries(fields)) {
      const key = keyOf(name);
      if (!this.byKey.has(key)) this.byKey.set(key, value);
    }
  }

  /** The value of the first of `names` present (and not null). */
  get(...names: string[]): unknown {
    for (const name of names) {
      const value = this.byKey.get(keyOf(name));
      if (value !== undefined && value !== null) return value;
    }
    return undefined;
  }

  /** A non-blank text value. */
  text(...names: string[]): string | undefined {
    const value = this.get(...names);
    if (typeof value === 'number') return String(value);
    return typeof value === 'string' && value.trim() ? value : undefined;
  }

  /** A yes-or-no value (`true`, or the words YAML 1.1 writers use for it). */
  flag(...names: string[]): boolean {
    const value = this.get(...names);
    if (typeof value === 'string') return /^(true|yes|on|1)$/i.test(value.trim());
    return value === true || value === 1;
  }

  /** A list of texts, written as a YAML list or as "a, b" (one text is a list of one). */
  list(...names: string[]): string[] {
    const value = this.get(...names);
    if (Array.isArray(value)) return value.filter((item) => typeof item === 'string' || typeof item === 'number').map(String);
    return typeof value === 'string' && value.trim() ? [value] : [];
  }
}
