/**
 * AI summaries through an OpenAI-compatible chat API (decisions, "AI summaries"), with the
 * official SDK. The answer must be a JSON object that `summaryContentSchema` accepts; anything
 * else (a timeout, a provider error, a malformed answer) becomes a 502 and nothing is stored.
 */
import { APIConnectionTimeoutError, OpenAI } from 'openai';
import { summaryContentSchema, SUMMARY_WINDOW_DAYS, type SummaryContent, type SummaryType } from '@learnlog/shared';
import type { Env } from '../config/env';
import { HttpError } from '../lib/http-error';

export const AI_MESSAGES = {
  noAnswer: 'The AI provider did not answer. Please try again.',
  timeout: 'The AI provider did not answer in time. Please try again.',
  malformed: 'The AI provider sent an answer that could not be read. Please try again.',
} as const;

/** One retry covers a dropped connection or a provider hiccup without keeping the learner waiting long. */
const MAX_RETRIES = 1;

export type AiEnv = Pick<Env, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL' | 'OPENAI_TIMEOUT_MS'>;

const SYSTEM_PROMPT = [
  'You are a thoughtful learning coach reading a learner\'s journal entries.',
  'Answer with a JSON object with exactly these keys:',
  '"keyInsights": 3 to 5 short sentences, the most important things the learner learned or realised;',
  '"recurringThemes": 2 to 5 short noun phrases for the topics or patterns that come back;',
  '"reflectionPrompt": one open question that helps the learner go deeper next.',
  'Speak to the learner as "you". Use only what the entries say; do not invent facts.',
].join('\n');

/** A month is read as weeks: what the learner kept coming back to, not a longer weekly list. */
const PERIOD_FOCUS: Record<SummaryType, string> = {
  weekly: 'This is a weekly summary: focus on what each entry of the week taught.',
  monthly:
    'This is a monthly summary: read the entries as weeks (each has its date) and focus on the themes that run across several weeks and how the learner\'s understanding developed.',
};

export function isAiConfigured(env: Pick<Env, 'OPENAI_API_KEY'>): boolean {
  return Boolean(env.OPENAI_API_KEY);
}

function parseAnswer(content: string | null | undefined): SummaryContent {
  if (!content) throw new HttpError(502, AI_MESSAGES.malformed);
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    throw new HttpError(502, AI_MESSAGES.malformed);
  }
  const parsed = summaryContentSchema.safeParse(json);
  if (!parsed.success) throw new HttpError(502, AI_MESSAGES.malformed);
  return parsed.data;
}

/** Asks the provider for a summary of `entriesText` (plain text, already within budget). */
export async function aiSummary(
  env: AiEnv,
  entriesText: string,
  summaryType: SummaryType,
): Promise<SummaryContent> {
  const client = new OpenAI({
    apiKey: env.OPENAI_API_KEY,
    baseURL: env.OPENAI_BASE_URL,
    timeout: env.OPENAI_TIMEOUT_MS,
    maxRetries: MAX_RETRIES,
  });
  const days = SUMMARY_WINDOW_DAYS[summaryType];
  let content: string | null | undefined;
  try {
    const completion = await client.chat.completions.create({
      model: env.OPENAI_MODEL,
      response_format: { type: 'json_object' },
      temperature: 0.4,
      messages: [
        { role: 'system', content: `${SYSTEM_PROMPT}\n${PERIOD_FOCUS[summaryType]}` },
        { role: 'user', content: `My journal entries from the last ${days} days:\n\n${entriesText}` },
      ],
    });
    const choice = completion.choices[0];
    // A cut-off answer is half a JSON object at best.
    content = choice?.finish_reason === 'length' ? null : choice?.message.content;
  } catch (error) {
    if (error instanceof APIConnectionTimeoutError) throw new HttpError(502, AI_MESSAGES.timeout);
    // A 200 whose body is not JSON surfaces as a SyntaxError from the SDK's parser.
    if (error instanceof SyntaxError) throw new HttpError(502, AI_MESSAGES.malformed);
    throw new HttpError(502, AI_MESSAGES.noAnswer);
  }
  return parseAnswer(content);
}
