/** Hooks of the card browser: the listed cards and one card's history, live from the device. */
import { useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ReviewControl } from '@learnlog/shared';
import type { LocalReviewLog } from '../../../../db/local-records';
import type { LocalReviewCard } from '../../../../db/review-cards';
import { useDatabase } from '../../../../sync/sync-context';
import { controlCard, editCardText } from '../../data/review-writes';
import { browseCards, cardHistory, type CardFilter, type CardPage } from './card-browser-queries';

export function useCardPage(search: string, filter: CardFilter, limit: number): CardPage | undefined {
  const db = useDatabase();
  return useLiveQuery(() => browseCards(db, search, filter, limit), [db, search, filter, limit]);
}

export function useCardHistory(card: LocalReviewCard, open: boolean): LocalReviewLog[] | undefined {
  const db = useDatabase();
  const { entryId, cardKey } = card;
  return useLiveQuery(() => (open ? cardHistory(db, { entryId, cardKey }) : undefined), [db, entryId, cardKey, open]);
}

export interface CardActions {
  control: (card: LocalReviewCard, control: ReviewControl) => Promise<void>;
  edit: (card: LocalReviewCard, text: string) => Promise<void>;
}

/** The card browser's writes, bound to the learner's database (review-writes.ts does the work). */
export function useCardActions(): CardActions {
  const db = useDatabase();
  return useMemo(() => ({ control: (card, control) => controlCard(db, card, control), edit: (card, text) => editCardText(db, card, text) }), [db]);
}
