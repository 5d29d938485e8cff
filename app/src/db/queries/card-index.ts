/**
 * Reads of the device's card index (db/review-cards.ts) by its `dueDay` and `entryId` indexes:
 * in due order, so a screen reads only as many cards as it shows. `shown` is the screen's filter.
 */
import type { LearnLogDatabase } from '../database';
import type { LocalReviewCard } from '../review-cards';

type CardTest = (card: LocalReviewCard) => boolean;

const dueBy = (db: LearnLogDatabase, day: string, shown: CardTest) => db.reviewCards.where('dueDay').belowOrEqual(day).filter(shown);

/** The cards due on `day` or before, oldest due first; at most `limit` when given. */
export function cardsDueBy(db: LearnLogDatabase, day: string, shown: CardTest, limit?: number): Promise<LocalReviewCard[]> {
  const due = dueBy(db, day, shown);
  return (limit === undefined ? due : due.limit(limit)).toArray();
}

/** How many cards are due on `day` or before, counting no further than `limit`. */
export function dueCountBy(db: LearnLogDatabase, day: string, shown: CardTest, limit: number): Promise<number> {
  return dueBy(db, day, shown).limit(limit).count();
}

/** The first card due after `day`, if any. */
export function firstCardDueAfter(db: LearnLogDatabase, day: string, shown: CardTest): Promise<LocalReviewCard | undefined> {
  return db.reviewCards.where('dueDay').above(day).filter(shown).first();
}

/** The soonest due `limit` cards passing `shown`, whatever their day. */
export function soonestCards(db: LearnLogDatabase, shown: CardTest, limit: number): Promise<LocalReviewCard[]> {
  return db.reviewCards.orderBy('dueDay').filter(shown).limit(limit).toArray();
}

/** How many cards pass `shown` (every card when omitted, without reading them). */
export function cardCount(db: LearnLogDatabase, shown?: CardTest): Promise<number> {
  return shown ? db.reviewCards.filter(shown).count() : db.reviewCards.count();
}

/** Every card of the entries of `ids`. */
export function cardsOfEntries(db: LearnLogDatabase, ids: number[]): Promise<LocalReviewCard[]> {
  return db.reviewCards.where('entryId').anyOf(ids).toArray();
}
