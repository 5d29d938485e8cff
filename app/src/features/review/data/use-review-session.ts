/**
 * One sitting of review: today's cards read once when /review opens (a list that reshuffled
 * under the learner's thumb as ratings arrive would be worse than a fixed one), then one card at a
 * time. A rating moves on at once; its write runs behind (docs/review.md, "Speed").
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { previewRatings, type RatingPreview, type ReviewRating, type ReviewSettings } from '@learnlog/shared';
import type { LocalReviewCard } from '../../../db/review-cards';
import { useDatabase } from '../../../sync/sync-context';
import { dueTodayCount, loadReviewQueue, type ReviewQueue } from './review-queries';
import { answerQuestion, rateCard } from './review-writes';

export interface ReviewSession {
  queue: ReviewQueue | undefined;
  card: LocalReviewCard | undefined;
  /** 1-based position and the sitting's size, for "Card 2 of 12". */
  position: number;
  total: number;
  revealed: boolean;
  reveal: () => void;
  previews: RatingPreview[];
  rate: (rating: ReviewRating) => void;
  answer: (text: string) => Promise<void>;
  /** A write that failed on the device (the learner is told; nothing else is lost). */
  error: string | null;
}

export function useReviewSession(settings: ReviewSettings | undefined): ReviewSession {
  const db = useDatabase();
  const [queue, setQueue] = useState<ReviewQueue>();
  const [index, setIndex] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    if (!settings) return;
    const next = await loadReviewQueue(db, settings);
    setQueue(next);
    setIndex(0);
    setRevealed(false);
  }, [db, settings]);

  useEffect(() => {
    void load();
  }, [load]);

  // While nothing is due, watch for cards that arrive (a first pull, another device, a new day's
  // settings): the empty state turns into the first card by itself.
  const waiting = queue !== undefined && queue.cards.length === 0;
  const dueNow = useLiveQuery(() => (waiting && settings ? dueTodayCount(db, settings) : 0), [db, settings, waiting]);
  useEffect(() => {
    if (waiting && dueNow) void load();
  }, [dueNow, load, waiting]);

  const card = queue?.cards[index];
  const finished = queue !== undefined && index >= queue.cards.length && queue.cards.length > 0;
  // The sitting is over: read again, for the next due day and what the limit still allows.
  useEffect(() => {
    if (finished) void load();
  }, [finished, load]);

  const previews = useMemo(() => (card ? previewRatings(card, db.now(), db.timeZone) : []), [card, db]);

  const advance = useCallback(() => {
    setIndex((i) => i + 1);
    setRevealed(false);
  }, []);

  const rate = useCallback(
    (rating: ReviewRating) => {
      if (!card) return;
      advance();
      rateCard(db, card, rating).catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
    },
    [advance, card, db],
  );

  const answer = useCallback(
    async (text: string) => {
      if (!card) return;
      await answerQuestion(db, card, text);
      advance();
    },
    [advance, card, db],
  );

  return {
    queue,
    card,
    position: Math.min(index + 1, queue?.cards.length ?? 0),
    total: queue?.cards.length ?? 0,
    revealed,
    reveal: () => setRevealed(true),
    previews,
    rate,
    answer,
    error,
  };
}
