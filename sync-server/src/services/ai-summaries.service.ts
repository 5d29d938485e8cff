/** AI summaries: the list, the monthly allowance, the entries a summary reads, storing and reading. */
import { and, desc, eq, gte, isNull } from 'drizzle-orm';
import {
  MESSAGES,
  MONTHLY_SUMMARY_LIMIT,
  SUMMARY_WINDOW_DAYS,
  aiSummarySchema,
  dayKey,
  type AiSummary,
  type AiSummariesResponse,
  type SummaryContent,
  type SummaryType,
} from '@learnlog/shared';
import { first, type Queries, type Tables } from '../db/database';
import type { UserRow } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { aiSummary, isAiConfigured, type AiEnv } from './summariser-openai.service';
import { basicSummary } from './summariser.service';
import { entriesAsText, type SummaryEntry } from './summariser-text';

const DAY_MS = 86_400_000;

type SummaryRow = Tables['aiSummaries']['$inferSelect'];
const toSummary = (row: SummaryRow): AiSummary => aiSummarySchema.parse(row);

const noEntriesMessage = (summaryType: SummaryType) =>
  `No journal entries in the last ${SUMMARY_WINDOW_DAYS[summaryType]} days to summarize. Write an entry first, then try again.`;

/**
 * Monthly summaries made in the current calendar month, in the learner's time zone: the
 * allowance (and its counter) is for monthly summaries only; weekly ones are not limited.
 */
async function summariesThisMonth(db: Queries, user: UserRow, now: Date): Promise<number> {
  const month = dayKey(now, user.timeZone).slice(0, 7);
  // A calendar month is at most 31 days, plus a day for the widest time zone offset.
  const since = new Date(now.getTime() - 32 * DAY_MS).toISOString();
  const { aiSummaries } = db.t;
  const rows = await db.q
    .select({ createdAt: aiSummaries.createdAt })
    .from(aiSummaries)
    .where(and(eq(aiSummaries.userId, user.id), eq(aiSummaries.summaryType, 'monthly'), gte(aiSummaries.createdAt, since)));
  return rows.filter((row) => dayKey(row.createdAt, user.timeZone).startsWith(month)).length;
}

export async function listSummaries(db: Queries, user: UserRow, now: Date): Promise<AiSummariesResponse> {
  const { aiSummaries } = db.t;
  const rows = await db.q
    .select()
    .from(aiSummaries)
    .where(eq(aiSummaries.userId, user.id))
    .orderBy(desc(aiSummaries.createdAt), desc(aiSummaries.id));
  return { summaries: rows.map(toSummary), monthlyUsage: { used: await summariesThisMonth(db, user, now), limit: MONTHLY_SUMMARY_LIMIT } };
}

/**
 * 429 `Monthly summary limit reached` for a monthly summary once this month's allowance is used.
 * Checked again in the storing transaction, under the learner's lock, so two nodes cannot both
 * take the last one.
 */
export async function assertUnderMonthlyLimit(db: Queries, user: UserRow, summaryType: SummaryType, now: Date): Promise<void> {
  if (summaryType !== 'monthly') return;
  if ((await summariesThisMonth(db, user, now)) >= MONTHLY_SUMMARY_LIMIT) throw new HttpError(429, MESSAGES.monthlySummaryLimit);
}

/** The learner's live entries of the summary's window, newest first. */
async function entriesInWindow(db: Queries, userId: number, summaryType: SummaryType, now: Date): Promise<SummaryEntry[]> {
  const from = new Date(now.getTime() - SUMMARY_WINDOW_DAYS[summaryType] * DAY_MS).toISOString();
  const { journalEntries } = db.t;
  return db.q
    .select({
      title: journalEntries.title,
      content: journalEntries.content,
      keyLearning: journalEntries.keyLearning,
      questions: journalEntries.questions,
      tags: journalEntries.tags,
      createdAt: journalEntries.createdAt,
    })
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, userId), isNull(journalEntries.deletedAt), gte(journalEntries.createdAt, from)))
    .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id));
}

/** A summary made but not stored yet. */
export interface SummaryDraft {
  summaryType: SummaryType;
  content: SummaryContent;
  source: 'ai' | 'basic';
  entriesAnalyzed: number;
  dateRange: { from: string; to: string };
}

/**
 * Reads the window's entries and summarises them: with the AI provider when configured (502 on
 * any failure), else with the built-in summariser. 400 when the window has no entries.
 */
export async function draftSummary(
  db: Queries,
  env: AiEnv,
  user: UserRow,
  summaryType: SummaryType,
  now: Date,
): Promise<SummaryDraft> {
  const entries = await entriesInWindow(db, user.id, summaryType, now);
  if (entries.length === 0) throw new HttpError(400, noEntriesMessage(summaryType));
  const dateRange = {
    from: new Date(now.getTime() - SUMMARY_WINDOW_DAYS[summaryType] * DAY_MS).toISOString(),
    to: now.toISOString(),
  };
  if (!isAiConfigured(env)) {
    return { summaryType, content: basicSummary(entries, summaryType, now), source: 'basic', entriesAnalyzed: entries.length, dateRange };
  }
  const { text, included } = entriesAsText(entries);
  const content = await aiSummary(env, text, summaryType);
  return { summaryType, content, source: 'ai', entriesAnalyzed: included, dateRange };
}

export async function storeSummary(tx: Queries, userId: number, draft: SummaryDraft, now: Date): Promise<AiSummary> {
  const rows = await tx.q
    .insert(tx.t.aiSummaries)
    .values({
      userId,
      summaryType: draft.summaryType,
      dateRange: draft.dateRange,
      keyInsights: draft.content.keyInsights,
      recurringThemes: draft.content.recurringThemes,
      reflectionPrompt: draft.content.reflectionPrompt,
      entriesAnalyzed: draft.entriesAnalyzed,
      source: draft.source,
      createdAt: now.toISOString(),
    })
    .returning();
  return toSummary(rows[0] as SummaryRow);
}

/** Marks one of the learner's summaries read; undefined when they have no such summary. */
export async function markSummaryRead(tx: Queries, userId: number, id: number): Promise<AiSummary | undefined> {
  const { aiSummaries } = tx.t;
  const row = first(
    await tx.q
      .update(aiSummaries)
      .set({ isRead: true })
      .where(and(eq(aiSummaries.id, id), eq(aiSummaries.userId, userId)))
      .returning(),
  );
  return row ? toSummary(row) : undefined;
}
