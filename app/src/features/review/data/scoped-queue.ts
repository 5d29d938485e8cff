/**
 * The cards of a sitting other than today's (review-scope.ts): the next N due, soonest first, or
 * every card of one goal's, resource's or tag's entries, soonest due first. The learner chose
 * these cards, so the daily limit and paused tags do not hold them back; suspended cards still do.
 */
import { REVIEW, dayKey, type ReviewSettings } from '@learnlog/shared';
import type { LearnLogDatabase } from '../../../db/database';
import { entriesAbout } from '../../../db/link-queries';
import type { LocalReviewCard } from '../../../db/review-cards';
import { cardsOfEntries, firstCardDueAfter, soonestCards } from '../../../db/queries/card-index';
import { entryIdsTaggedAnyCase } from '../../../db/queries/entry-tags';
import { visibleGoal, visibleResource } from '../../../db/queries/records-by-id';
import { cardsReviewedToday, loadReviewQueue, type ReviewQueue } from './review-queries';
import type { ReviewScope } from './review-scope';

const unsuspended = (card: LocalReviewCard) => !card.suspended;
const bySoonestDue = (a: LocalReviewCard, b: LocalReviewCard) => a.dueDay.localeCompare(b.dueDay) || a.id.localeCompare(b.id);

/** The entries a goal, a resource or a tag gathers, as the goal's and resource's pages list them. */
async function entryIdsOf(db: LearnLogDatabase, scope: Extract<ReviewScope, { kind: 'goal' | 'resource' | 'tag' }>): Promise<number[]> {
  if (scope.kind === 'tag') return entryIdsTaggedAnyCase(db, scope.tag);
  const record = scope.kind === 'goal' ? await visibleGoal(db, scope.id) : await visibleResource(db, scope.id);
  if (!record) return [];
  return (await entriesAbout(db, scope.kind, record)).map((entry) => entry.id);
}

async function scopedCards(db: LearnLogDatabase, scope: Exclude<ReviewScope, { kind: 'today' }>): Promise<LocalReviewCard[]> {
  if (scope.kind === 'ahead') {
    // The dueDay index is already in due order: read only as far as N cards go.
    return soonestCards(db, unsuspended, scope.count);
  }
  const ids = await entryIdsOf(db, scope);
  if (ids.length === 0) return [];
  const cards = await cardsOfEntries(db, ids);
  return cards.filter(unsuspended).sort(bySoonestDue).slice(0, REVIEW.scopedSittingMax);
}

/** How many cards a goal's, resource's or tag's sitting would take (its link shows only when some). */
export async function scopedCardCount(db: LearnLogDatabase, scope: Extract<ReviewScope, { kind: 'goal' | 'resource' | 'tag' }>): Promise<number> {
  return (await scopedCards(db, scope)).length;
}

export async function loadSitting(db: LearnLogDatabase, settings: ReviewSettings, scope: ReviewScope, now: Date = db.now()): Promise<ReviewQueue> {
  if (scope.kind === 'today') return loadReviewQueue(db, settings, now);
  const today = dayKey(now, db.timeZone);
  const [cards, reviewedToday, next] = await Promise.all([
    scopedCards(db, scope),
    cardsReviewedToday(db, today),
    firstCardDueAfter(db, today, unsuspended),
  ]);
  return { cards, reviewedToday, heldBack: false, nextDueDay: next?.dueDay ?? null, today };
}
