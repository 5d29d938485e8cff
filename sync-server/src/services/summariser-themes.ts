/** What the built-in summariser finds in entries: tags and terms that come back, sentences, questions. */
import { stripMarkdown, type SummaryEntry } from './summariser-text';

const MAX_TEXT = 240;

const STOP_WORDS = new Set(
  `about above after again against also because been before being below between both cannot could did does doing down during
  each even every from further have having here however into itself just like made make many more most much must myself only
  other ought ours over really same should some such than that their theirs them themselves then there these they this those
  through today under until very want was were what when where which while will with would your yours yourself learn learned
  learning learnt thing things still think thought something know knew need using used use into just well first time way`.split(/\s+/),
);

export const clip = (text: string) => (text.length <= MAX_TEXT ? text : `${text.slice(0, MAX_TEXT - 1).trimEnd()}…`);
export const oneLine = (text: string) => clip(stripMarkdown(text).replace(/\s+/g, ' ').trim());

/** The first sentence of an entry's text, for an insight when it has no key learning. */
export function firstSentence(markdown: string): string | undefined {
  const text = stripMarkdown(markdown)
    .split('\n')
    .map((line) => line.trim())
    // A heading line is a label, not a sentence.
    .filter((line) => /[.!?]$/.test(line) || line.split(' ').length > 6)
    .join(' ');
  const sentence = text.split(/(?<=[.!?])\s+/)[0]?.trim();
  return sentence ? clip(sentence) : undefined;
}

/** The themes of one entry: its tags (as spelt) and its meaningful words, with how often each occurs. */
export function entryThemes(entry: SummaryEntry): { tags: Map<string, string>; terms: Map<string, number> } {
  const tags = new Map(entry.tags.map((tag) => [tag.toLowerCase(), tag] as const));
  const words = stripMarkdown(`${entry.title} ${entry.keyLearning ?? ''} ${entry.content}`).toLowerCase().match(/\p{L}[\p{L}\p{N}'-]{3,}/gu) ?? [];
  const terms = new Map<string, number>();
  for (const word of words) if (!STOP_WORDS.has(word) && !tags.has(word)) terms.set(word, (terms.get(word) ?? 0) + 1);
  return { tags, terms };
}

export interface Theme {
  /** As the learner spells it (tags), or the word. */
  name: string;
  isTag: boolean;
  /** In how many groups (entries for a week, weeks for a month) it appears. */
  groups: number;
  /** How often it occurs in all the entries (tags count once per entry). */
  uses: number;
}

/**
 * Themes ranked by how many groups they come back in, then tags (the learner chose them), then
 * how often they occur. A term must come back in `minimumGroups` groups to count as recurring.
 */
export function recurringThemes(groups: readonly (readonly SummaryEntry[])[], minimumGroups: number): Theme[] {
  const found = new Map<string, Theme>();
  for (const group of groups) {
    const inGroup = new Map<string, { name: string; isTag: boolean; uses: number }>();
    for (const entry of group) {
      const { tags, terms } = entryThemes(entry);
      for (const [key, name] of tags) inGroup.set(key, { name, isTag: true, uses: (inGroup.get(key)?.uses ?? 0) + 1 });
      for (const [term, uses] of terms) {
        const seen = inGroup.get(term);
        inGroup.set(term, { name: seen?.name ?? term, isTag: seen?.isTag ?? false, uses: (seen?.uses ?? 0) + uses });
      }
    }
    for (const [key, { name, isTag, uses }] of inGroup) {
      const current = found.get(key);
      if (current) {
        current.groups += 1;
        current.uses += uses;
      } else found.set(key, { name, isTag, groups: 1, uses });
    }
  }
  return [...found.values()]
    .filter((theme) => theme.isTag || theme.groups >= minimumGroups)
    .sort((a, b) => b.groups - a.groups || Number(b.isTag) - Number(a.isTag) || b.uses - a.uses || a.name.localeCompare(b.name));
}

/** A theme worth a reflection prompt: one the learner tagged, or one that came back. */
export const promptWorthy = (theme: Theme | undefined): theme is Theme => theme !== undefined && (theme.isTag || theme.groups > 1);

/** The newest open question: the entries' questions field first, then a question in the text. */
export function openQuestion(entries: readonly SummaryEntry[]): string | undefined {
  const questionIn = (text: string) =>
    stripMarkdown(text)
      .split(/(?<=[.!?])\s+|\n+/)
      .map((s) => s.trim())
      .find((s) => s.endsWith('?') && s.length > 8);
  for (const e of entries) {
    if (e.questions?.trim()) return clip(questionIn(e.questions) ?? oneLine(e.questions));
  }
  for (const e of entries) {
    const found = questionIn(e.content);
    if (found) return clip(found);
  }
  return undefined;
}
