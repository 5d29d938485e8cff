/**
 * Tag normalisation (core spec 5): trimmed, empty ones ignored, duplicates ignored. Duplicates are
 * compared case-insensitively so "React" and "react" do not both appear; the first spelling wins.
 */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

/** Splits what a learner typed ("a, b,c") into tags, for the Enter-or-comma tag input. */
export function parseTagInput(input: string): string[] {
  return normalizeTags(input.split(','));
}
