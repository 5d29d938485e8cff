/**
 * The review state of an entry's cards: which cards it makes (review-cards.ts) and the schedule
 * of each (its log replayed, review-schedule.ts). The device keeps this as its card index; the
 * export writes it beside the log.
 */
import type { ReviewLog } from '../entities/review-log.schema';
import { cardsOfEntry, type CardOfEntry, type KnownCard } from './review-cards';
import { inReviewOrder, replaySchedule, type CardSchedule } from './review-schedule';

export type ReviewCardState = CardOfEntry & CardSchedule;

type LogOfCard = Pick<ReviewLog, 'id' | 'cardKey' | 'cardText' | 'rating' | 'reviewedAt'>;

/** The log's cards of one entry, each with the text of its latest review. */
export function knownCards(logs: readonly LogOfCard[]): KnownCard[] {
  const texts = new Map<string, string>();
  for (const log of inReviewOrder(logs)) texts.set(log.cardKey, log.cardText);
  return [...texts].map(([cardKey, text]) => ({ cardKey, text }));
}

/** Every card of an entry with its schedule; answered ones are included, marked retired. */
export function reviewCardsOfEntry(
  entry: { id: number; keyLearning: string | null; questions: string | null; createdAt: string },
  logs: readonly LogOfCard[],
  timeZone: string,
): ReviewCardState[] {
  const byCard = new Map<string, LogOfCard[]>();
  for (const log of logs) byCard.set(log.cardKey, [...(byCard.get(log.cardKey) ?? []), log]);
  return cardsOfEntry(entry, knownCards(logs)).map((card) => ({
    ...card,
    ...replaySchedule(byCard.get(card.cardKey) ?? [], entry.createdAt, timeZone),
  }));
}

/** The review state of a whole journal, for the export: cards by entry, then the log in review order. */
export function reviewStateOf(
  entries: ReadonlyArray<{ id: number; keyLearning: string | null; questions: string | null; createdAt: string }>,
  logs: readonly ReviewLog[],
  timeZone: string,
): { reviewCards: ReviewCardState[]; reviewLogs: ReviewLog[] } {
  const ids = new Set(entries.map((entry) => entry.id));
  const kept = inReviewOrder(logs.filter((log) => ids.has(log.entryId)));
  const byEntry = new Map<number, ReviewLog[]>();
  for (const log of kept) byEntry.set(log.entryId, [...(byEntry.get(log.entryId) ?? []), log]);
  const reviewCards = entries.flatMap((entry) => reviewCardsOfEntry(entry, byEntry.get(entry.id) ?? [], timeZone));
  return { reviewCards, reviewLogs: kept };
}
