/**
 * Review writes, through the outbox like every synced record (docs/sync-protocol.md, rule 2): a
 * rating or a card control (suspend, resume, reset) appends one review log row; an answer adds
 * the text to the entry and retires the card, in one transaction; editing a card's text edits
 * its entry's key learning or question line. Entry edits are the normal entry edit (with its
 * base), so conflicts behave as for any edit.
 */
import { REVIEW, appendAnswer, replaceQuestionLine, type ReviewAction, type ReviewControl, type ReviewRating } from '@learnlog/shared';
import type { LearnLogDatabase } from '../../../db/database';
import { visibleEntry } from '../../../db/queries/records-by-id';
import type { LocalReviewCard } from '../../../db/review-cards';
import { notifyLocalWrite } from '../../../sync/local-write';
import { inRecordTransaction } from '../../../sync/record-transaction';
import { createRecord, createRecordIn, updateRecordIn } from '../../../sync/record-writes';

function logOf(card: LocalReviewCard, rating: ReviewAction, reviewedAt: Date) {
  return { entryId: card.entryId, cardKey: card.cardKey, cardText: card.text.slice(0, REVIEW.cardTextMax), rating, reviewedAt: reviewedAt.toISOString() };
}

export async function rateCard(db: LearnLogDatabase, card: LocalReviewCard, rating: ReviewRating): Promise<void> {
  await createRecord(db, 'review_logs', logOf(card, rating, db.now()));
}

export async function answerQuestion(db: LearnLogDatabase, card: LocalReviewCard, answer: string): Promise<void> {
  await inRecordTransaction(db, async () => {
    const entry = await visibleEntry(db, card.entryId);
    if (!entry) throw new Error('This entry is no longer on this device');
    await updateRecordIn(db, 'journal_entries', entry.id, { content: appendAnswer(entry.content, card.text, answer) }, entry);
    await createRecordIn(db, 'review_logs', logOf(card, 'answered', db.now()));
  });
  notifyLocalWrite(db, 'journal_entries');
}

export async function controlCard(db: LearnLogDatabase, card: LocalReviewCard, control: ReviewControl): Promise<void> {
  await createRecord(db, 'review_logs', logOf(card, control, db.now()));
}

export async function editCardText(db: LearnLogDatabase, card: LocalReviewCard, text: string): Promise<void> {
  const next = text.trim();
  if (!next) throw new Error('A card needs some text');
  await inRecordTransaction(db, async () => {
    const entry = await visibleEntry(db, card.entryId);
    if (!entry) throw new Error('This entry is no longer on this device');
    const questions = card.kind === 'question' ? replaceQuestionLine(entry.questions, card.text, next) : null;
    if (card.kind === 'question' && questions === null) throw new Error('This question is no longer in its entry');
    await updateRecordIn(db, 'journal_entries', entry.id, card.kind === 'key' ? { keyLearning: next } : { questions }, entry);
  });
  notifyLocalWrite(db, 'journal_entries');
}
