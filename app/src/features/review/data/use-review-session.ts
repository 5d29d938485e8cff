/**
 * One sitting of review: its cards read once when /review opens (a list that reshuffled under the
 * learner's thumb as ratings arrive would be worse than a fixed one), then one card at a time. A
 * rating moves on at once; its write runs behind (docs/review.md, "Speed").
 *
 * A sitting is read again only for another learner, a genuine change of the settings or of the
 * scope, or when the learner asks for a new one: never because the start rewrote the cached user
 * (a new settings object of the same values), a pull or a live update rebuilt the card index, or
 * the database object was reopened (issue 35: the revealed first card flipped back).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { previewRatings, type RatingPreview, type ReviewRating, type ReviewSettings } from '@learnlog/shared';
import type { LocalReviewCard } from '../../../db/review-cards';
import { useDatabase } from '../../../sync/sync-context';
import { dueTodayCount, type ReviewQueue } from './review-queries';
import type { ReviewScope } from './review-scope';
import { answerQuestion, rateCard } from './review-writes';
import { loadSitting } from './scoped-queue';
import { emptyTally, tallied, type SittingTally } from './sitting-tally';

const NO_TALLY = emptyTally(0);

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
  /** Every card of the sitting was rated or answered. */
  finished: boolean;
  tally: SittingTally;
  /** Reads a new sitting of the same scope (after one ended). */
  again: () => void;
  /** A write that failed on the device (the learner is told; nothing else is lost). */
  error: string | null;
}

interface Sitting {
  queue: ReviewQueue;
  index: number;
  revealed: boolean;
  tally: SittingTally;
}

export function useReviewSession(settings: ReviewSettings | undefined, scope: ReviewScope): ReviewSession {
  const db = useDatabase();
  // The latest database object for reads and writes; reopening it is no reason for a new sitting.
  const dbRef = useRef(db);
  useEffect(() => {
    dbRef.current = db;
  }, [db]);
  const userId = db.userId;
  const settingsKey = settings ? JSON.stringify(settings) : undefined;
  const scopeKey = JSON.stringify(scope);
  const [sitting, setSitting] = useState<Sitting>();
  const [error, setError] = useState<string | null>(null);
  const reads = useRef(0);
  const done = useRef(new Set<string>());

  /** `arrivals`: cards came while nothing was due; they start the sitting only if it has not started. */
  const read = useCallback(
    async (why: 'start' | 'arrivals') => {
      if (settingsKey === undefined) return;
      const run = ++reads.current;
      const queue = await loadSitting(dbRef.current, JSON.parse(settingsKey) as ReviewSettings, JSON.parse(scopeKey) as ReviewScope);
      if (run !== reads.current || userId !== dbRef.current.userId) return; // a newer read, or another learner
      setSitting((current) => {
        if (why === 'arrivals' && current && current.queue.cards.length > 0) return current;
        done.current = new Set();
        return { queue, index: 0, revealed: false, tally: emptyTally(dbRef.current.now().getTime()) };
      });
    },
    [scopeKey, settingsKey, userId],
  );

  useEffect(() => {
    void read('start');
  }, [read]);

  // While nothing is due today, watch for cards that arrive (a first pull, another device, a new
  // day's settings): the empty state turns into the first card by itself.
  const waiting = scope.kind === 'today' && sitting !== undefined && sitting.queue.cards.length === 0;
  const dueNow = useLiveQuery(() => (waiting && settings ? dueTodayCount(db, settings) : 0), [db, settings, waiting]);
  useEffect(() => {
    if (waiting && dueNow) void read('arrivals');
  }, [dueNow, read, waiting]);

  const queue = sitting?.queue;
  const index = sitting?.index ?? 0;
  const card = queue?.cards[index];
  const finished = queue !== undefined && queue.cards.length > 0 && index >= queue.cards.length;
  const previews = useMemo(() => (card ? previewRatings(card, db.now(), db.timeZone) : []), [card, db]);

  /** Moves past `done` (once, however many key presses or taps arrive before the next render). */
  const advance = useCallback((doneCard: LocalReviewCard, action: ReviewRating | 'answered'): boolean => {
    if (done.current.has(doneCard.id)) return false;
    done.current.add(doneCard.id);
    const at = dbRef.current.now().getTime();
    setSitting((s) => (s && s.queue.cards[s.index]?.id === doneCard.id ? { ...s, index: s.index + 1, revealed: false, tally: tallied(s.tally, action, at) } : s));
    return true;
  }, []);

  const rate = useCallback(
    (rating: ReviewRating) => {
      if (!card || !advance(card, rating)) return;
      rateCard(dbRef.current, card, rating).catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
    },
    [advance, card],
  );

  const answer = useCallback(
    async (text: string) => {
      if (!card || done.current.has(card.id)) return;
      await answerQuestion(dbRef.current, card, text);
      advance(card, 'answered');
    },
    [advance, card],
  );

  const reveal = useCallback(() => setSitting((s) => (s && !s.revealed ? { ...s, revealed: true } : s)), []);
  const again = useCallback(() => void read('start'), [read]);

  return {
    queue,
    card,
    position: Math.min(index + 1, queue?.cards.length ?? 0),
    total: queue?.cards.length ?? 0,
    revealed: sitting?.revealed ?? false,
    reveal,
    previews,
    rate,
    answer,
    finished,
    tally: sitting?.tally ?? NO_TALLY,
    again,
    error,
  };
}
