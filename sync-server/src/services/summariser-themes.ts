/** What the built-in summariser finds in entries: tags and terms that come back, sentences, questions. */
import { stripMarkdown, type SummaryEntry } from './summariser-text';
import { termsOf } from './summariser-terms';

const MAX_TEXT = 240;

const clip = (text: string) => (text.length <= MAX_TEXT ? text : `${text.slice(0, MAX_TEXT - 1).trimEnd()}…`);
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

/** Where a theme came from, the learner's own choices first: a tag, the title or key learning, the text. */
type ThemeSource = 'tag' | 'key' | 'text';
const SOURCE_RANK: Record<ThemeSource, number> = { tag: 0, key: 1, text: 2 };

/** The themes of one entry: its tags (as spelt), and its terms with how often each occurs and where. */
function entryThemes(entry: SummaryEntry): { tags: Map<string, string>; terms: Map<string, { uses: number; source: ThemeSource }> } {
  const tags = new Map(entry.tags.map((tag) => [tag.toLowerCase(), tag] as const));
  const key = termsOf(`${entry.title}. ${entry.keyLearning ?? ''}`);
  const terms = new Map<string, { uses: number; source: ThemeSource }>();
  for (const [term, uses] of termsOf(entry.content)) terms.set(term, { uses, source: 'text' });
  for (const [term, uses] of key) terms.set(term, { uses: uses + (terms.get(term)?.uses ?? 0), source: 'key' });
  for (const tag of tags.keys()) terms.delete(tag);
  return { tags, terms };
}

export interface Theme {
  /** As the learner spells it (tags), or the word or two-word phrase. */
  name: string;
  isTag: boolean;
  source: ThemeSource;
  /** In how many groups (entries for a week, weeks for a month) it appears. */
  groups: number;
  /** How often it occurs in all the entries (tags count once per entry). */
  uses: number;
}

const better = (a: ThemeSource, b: ThemeSource) => (SOURCE_RANK[a] <= SOURCE_RANK[b] ? a : b);

const isPhrase = (theme: Theme) => theme.name.includes(' ');

/**
 * A phrase must occur twice to be a theme; a word that only ever comes with one ("event" of
 * "event loop") says less than the phrase and gives way to it.
 */
function phrasesOverTheirWords(themes: Theme[]): Theme[] {
  const phrases = themes.filter((theme) => !theme.isTag && isPhrase(theme) && theme.uses >= 2);
  return themes.filter((theme) =>
    theme.isTag ? true : isPhrase(theme) ? phrases.includes(theme) : !phrases.some((phrase) => phrase.name.split(' ').includes(theme.name) && phrase.uses >= theme.uses),
  );
}

/**
 * Themes that come back first (in `minimumGroups` groups, and more than one); among them, and
 * among the rest, the learner's tags, then their titles' and key learnings' terms, then the text's;
 * then by how many groups and how often. A term must come back in `minimumGroups` groups to count.
 */
export function recurringThemes(groups: readonly (readonly SummaryEntry[])[], minimumGroups: number): Theme[] {
  const found = new Map<string, Theme>();
  for (const group of groups) {
    const inGroup = new Map<string, { name: string; source: ThemeSource; uses: number }>();
    for (const entry of group) {
      const { tags, terms } = entryThemes(entry);
      for (const [key, name] of tags) inGroup.set(key, { name, source: 'tag', uses: (inGroup.get(key)?.uses ?? 0) + 1 });
      for (const [term, { uses, source }] of terms) {
        const seen = inGroup.get(term);
        inGroup.set(term, { name: seen?.name ?? term, source: better(seen?.source ?? source, source), uses: (seen?.uses ?? 0) + uses });
      }
    }
    for (const [key, { name, source, uses }] of inGroup) {
      const current = found.get(key);
      if (current) {
        current.groups += 1;
        current.uses += uses;
        current.source = better(current.source, source);
        current.isTag = current.source === 'tag';
      } else found.set(key, { name, isTag: source === 'tag', source, groups: 1, uses });
    }
  }
  const recurs = (theme: Theme) => Number(theme.groups >= Math.max(2, minimumGroups));
  const ranked = [...found.values()]
    .filter((theme) => theme.isTag || theme.groups >= minimumGroups)
    .sort(
      (a, b) =>
        recurs(b) - recurs(a) ||
        SOURCE_RANK[a.source] - SOURCE_RANK[b.source] ||
        b.groups - a.groups ||
        b.uses - a.uses ||
        a.name.localeCompare(b.name),
    );
  return phrasesOverTheirWords(ranked);
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
