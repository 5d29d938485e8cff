/**
 * The card browser's reads (/review/cards): every card of the device's card index, soonest due
 * first, with its entry's title; narrowed by a search of its text and by state; and one card's
 * history from the synced review log.
 */
import { dayKey, inReviewOrder } from '@learnlog/shared';
import type { LearnLogDatabase } from '../../../../db/database';
import type { LocalReviewLog } from '../../../../db/local-records';
import { cardCount, soonestCards } from '../../../../db/queries/card-index';
import { entriesByIds } from '../../../../db/queries/records-by-id';
import { logsOfCard } from '../../../../db/queries/review-logs';
import type { LocalReviewCard } from '../../../../db/review-cards';

export type CardFilter = 'all' | 'due' | 'suspended';

interface BrowsedCard {
  card: LocalReviewCard;
  entryTitle: string;
}

export interface CardPage {
  cards: BrowsedCard[];
  /** Cards matching the search and state, however many are shown. */
  matching: number;
  today: string;
}

function matcher(search: string, filter: CardFilter, today: string): (card: LocalReviewCard) => boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return (card) => {
    if (filter === 'suspended' && !card.suspended) return false;
    if (filter === 'due' && (card.suspended || card.dueDay > today)) return false;
    const text = card.text.toLowerCase();
    return words.every((word) => text.includes(word));
  };
}

export async function browseCards(db: LearnLogDatabase, search: string, filter: CardFilter, limit: number): Promise<CardPage> {
  const today = dayKey(db.now(), db.timeZone);
  const matches = matcher(search, filter, today);
  const plain = !search.trim() && filter === 'all';
  const [cards, matching] = await Promise.all([
    soonestCards(db, matches, limit),
    cardCount(db, plain ? undefined : matches),
  ]);
  const entries = await entriesByIds(db, [...new Set(cards.map((card) => card.entryId))]);
  const titles = new Map(entries.flatMap((entry) => (entry ? [[entry.id, entry.title] as const] : [])));
  return { cards: cards.map((card) => ({ card, entryTitle: titles.get(card.entryId) ?? 'Untitled entry' })), matching, today };
}

/** One card's log, newest first. */
export async function cardHistory(db: LearnLogDatabase, card: Pick<LocalReviewCard, 'entryId' | 'cardKey'>): Promise<LocalReviewLog[]> {
  const logs = await logsOfCard(db, card.entryId, card.cardKey);
  return inReviewOrder(logs).reverse();
}
