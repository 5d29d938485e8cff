/**
 * The built-in summariser (decisions, "AI summaries"): used when no AI provider is configured.
 * It derives the three parts from the entries themselves. The summary is stored with source
 * 'basic', and the screen labels it as made without an AI provider; its insights are insights.
 *
 * A weekly summary reads the week's entries one by one: what each taught, the words that come
 * back between them. A monthly one reads the month as weeks: what ran through several weeks.
 */
import { summaryContentSchema, type SummaryContent, type SummaryType } from '@learnlog/shared';
import type { SummaryEntry } from './summariser-text';
import { firstSentence, oneLine, openQuestion, promptWorthy, recurringThemes, type Theme } from './summariser-themes';

const MAX_INSIGHTS = 6;
const MAX_THEMES = 5;
const WEEK_MS = 7 * 86_400_000;

/** Adds distinct, non-empty insights up to the cap. */
function collector() {
  const insights: string[] = [];
  const seen = new Set<string>();
  const add = (text: string | undefined) => {
    const key = text?.toLowerCase();
    if (text && key && !seen.has(key) && insights.length < MAX_INSIGHTS) {
      seen.add(key);
      insights.push(text);
    }
  };
  return { insights, add };
}

/** What each entry taught: its key learning, else its title and first sentence. */
function learnings(entries: readonly SummaryEntry[], add: (text: string | undefined) => void): void {
  for (const e of entries) if (e.keyLearning?.trim()) add(oneLine(e.keyLearning));
  for (const e of entries) {
    if (e.keyLearning?.trim()) continue;
    const sentence = firstSentence(e.content);
    add(sentence ? `${oneLine(e.title)}: ${sentence}` : undefined);
  }
}

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

function weekly(entries: readonly SummaryEntry[]): SummaryContent {
  const { insights, add } = collector();
  learnings(entries, add);
  // Entries with neither a key learning nor a sentence still belong in the week's summary.
  if (insights.length === 0) for (const e of entries) add(`You wrote about “${oneLine(e.title)}”.`);
  const themes = recurringThemes(
    entries.map((e) => [e]),
    entries.length > 1 ? 2 : 1,
  );
  const question = openQuestion(entries);
  const main = themes.find(promptWorthy);
  const reflectionPrompt = question
    ? `You asked: “${question}” What have you found out since, and what would help you answer it fully?`
    : main
      ? `Looking back at ${main.name} this week: what would you now explain differently than when you started, and what will you practise next?`
      : 'What was the most useful thing you learned this week, and how will you use it in the days ahead?';
  return { keyInsights: insights, recurringThemes: themes.slice(0, MAX_THEMES).map((t) => t.name), reflectionPrompt };
}

/** The entries as weeks counted back from `now`, oldest week first, empty weeks left out. */
function weeksOf(entries: readonly SummaryEntry[], now: Date): SummaryEntry[][] {
  const weeks = new Map<number, SummaryEntry[]>();
  for (const e of entries) {
    const back = Math.max(0, Math.floor((now.getTime() - new Date(e.createdAt).getTime()) / WEEK_MS));
    weeks.set(back, [...(weeks.get(back) ?? []), e]);
  }
  return [...weeks.entries()].sort((a, b) => b[0] - a[0]).map(([, week]) => week);
}

const titlesWith = (theme: Theme, entries: readonly SummaryEntry[]) =>
  entries
    .filter((e) => `${e.title} ${e.keyLearning ?? ''} ${e.content} ${e.tags.join(' ')}`.toLowerCase().includes(theme.name.toLowerCase()))
    .map((e) => `“${oneLine(e.title)}”`);

function monthly(entries: readonly SummaryEntry[], now: Date): SummaryContent {
  const weeks = weeksOf(entries, now);
  const { insights, add } = collector();
  const themes = recurringThemes(weeks, weeks.length > 1 ? 2 : 1);
  // Themes that ran through more than one week are what the month was about.
  const threads = themes.filter((t) => t.groups > 1).slice(0, 3);
  const weekWord = (n: number) => `${n} ${n === 1 ? 'week' : 'weeks'}`;
  add(`You wrote ${entries.length} ${entries.length === 1 ? 'entry' : 'entries'} across ${weekWord(weeks.length)} this month.`);
  for (const thread of threads) {
    const titles = titlesWith(thread, entries).slice(0, 3);
    add(`${thread.isTag ? thread.name : `“${thread.name}”`} came back in ${thread.groups} of ${weekWord(weeks.length)}${titles.length ? `: ${list(titles)}` : ''}.`);
  }
  learnings(entries, add);

  const question = openQuestion(entries);
  const main = themes.find(promptWorthy);
  const reflectionPrompt = threads[0]
    ? `${threads[0].name} ran through ${weekWord(threads[0].groups)} of your month. How has your understanding of it changed since your first entry about it, and where will you take it next?`
    : question
      ? `This month you asked: “${question}” Is it still open, and what would close it?`
      : main
        ? `Looking back at ${main.name} this month: what would you now explain differently, and what will you practise next?`
        : 'What was the most useful thing you learned this month, and how will you use it in the days ahead?';
  return { keyInsights: insights, recurringThemes: themes.slice(0, MAX_THEMES).map((t) => t.name), reflectionPrompt };
}

/** `entries`: the window's entries, newest first. */
export function basicSummary(entries: readonly SummaryEntry[], summaryType: SummaryType, now: Date): SummaryContent {
  return summaryContentSchema.parse(summaryType === 'weekly' ? weekly(entries) : monthly(entries, now));
}
