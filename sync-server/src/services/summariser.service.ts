/**
 * The built-in summariser (decisions, "AI summaries"): used when no AI provider is configured.
 * It derives the three parts from the entries themselves, and says so in its first insight,
 * so nobody mistakes it for an AI's reading.
 */
import { summaryContentSchema, type SummaryContent, type SummaryType } from '@learnlog/shared';
import { stripMarkdown, type SummaryEntry } from './summariser-text';

export const BASIC_SUMMARY_NOTICE =
  'This is a basic summary made without an AI provider: it gathers your own key learnings, most frequent tags and terms, and an open question.';

const MAX_INSIGHTS = 6;
const MAX_THEMES = 5;
const MAX_TEXT = 240;

const STOP_WORDS = new Set(
  `about above after again against also because been before being below between both cannot could did does doing down during
  each even every from further have having here however into itself just like made make many more most much must myself only
  other ought ours over really same should some such than that their theirs them themselves then there these they this those
  through today under until very want was were what when where which while will with would your yours yourself learn learned
  learning learnt thing things still think thought something know knew need using used use into just well first time way`.split(/\s+/),
);

const clip = (text: string) => (text.length <= MAX_TEXT ? text : `${text.slice(0, MAX_TEXT - 1).trimEnd()}…`);
const oneLine = (text: string) => clip(stripMarkdown(text).replace(/\s+/g, ' ').trim());

function keyInsights(entries: readonly SummaryEntry[]): string[] {
  const insights: string[] = [];
  const seen = new Set<string>();
  const add = (text: string) => {
    const key = text.toLowerCase();
    if (text && !seen.has(key) && insights.length < MAX_INSIGHTS) {
      seen.add(key);
      insights.push(text);
    }
  };
  for (const e of entries) if (e.keyLearning?.trim()) add(oneLine(e.keyLearning));
  for (const e of entries) add(`You wrote about “${oneLine(e.title)}”.`);
  return insights;
}

/** Most frequent tags first (as the learner spells them), then the most frequent words. */
function recurringThemes(entries: readonly SummaryEntry[]): string[] {
  const tagCounts = new Map<string, { tag: string; n: number }>();
  for (const e of entries) {
    for (const tag of e.tags) {
      const key = tag.toLowerCase();
      const current = tagCounts.get(key);
      if (current) current.n += 1;
      else tagCounts.set(key, { tag, n: 1 });
    }
  }
  const themes = [...tagCounts.values()].sort((a, b) => b.n - a.n).map((t) => t.tag);

  const termCounts = new Map<string, number>();
  for (const e of entries) {
    const words = stripMarkdown(`${e.title} ${e.keyLearning ?? ''} ${e.content}`).toLowerCase().match(/\p{L}[\p{L}\p{N}'-]{3,}/gu) ?? [];
    // Counted once per entry: a theme is something that comes back, not one long paragraph.
    for (const word of new Set(words)) if (!STOP_WORDS.has(word)) termCounts.set(word, (termCounts.get(word) ?? 0) + 1);
  }
  const taken = new Set(themes.map((t) => t.toLowerCase()));
  const minimum = entries.length > 1 ? 2 : 1;
  const terms = [...termCounts]
    .filter(([word, n]) => n >= minimum && !taken.has(word))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([word]) => word);
  return [...themes, ...terms].slice(0, MAX_THEMES);
}

/** The newest open question: the entries' questions field first, then a question in the text. */
function openQuestion(entries: readonly SummaryEntry[]): string | undefined {
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

export function basicSummary(entries: readonly SummaryEntry[], summaryType: SummaryType): SummaryContent {
  const period = summaryType === 'weekly' ? 'this week' : 'this month';
  const themes = recurringThemes(entries);
  const question = openQuestion(entries);
  const reflectionPrompt = question
    ? `You asked: “${question}” What have you found out since, and what would help you answer it fully?`
    : themes[0]
      ? `Looking back at ${themes[0]} ${period}: what would you now explain differently than when you started, and what will you practise next?`
      : `What was the most useful thing you learned ${period}, and how will you use it in the days ahead?`;

  return summaryContentSchema.parse({
    keyInsights: [BASIC_SUMMARY_NOTICE, ...keyInsights(entries)],
    recurringThemes: themes,
    reflectionPrompt,
  });
}
