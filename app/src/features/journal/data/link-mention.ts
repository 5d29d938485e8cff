import { linkFirstMention } from '@learnlog/shared';
import type { LearnLogDatabase } from '../../../db/database';
import type { LocalEntry } from '../../../db/local-records';
import { updateEntry } from './update-entry';

const FIELDS = ['content', 'keyLearning', 'questions'] as const;

/** Turns `mentioning`'s first plain mention of `title` into a `[[link]]`: an edit through the outbox. */
export async function linkMention(db: LearnLogDatabase, mentioning: LocalEntry, title: string): Promise<boolean> {
  for (const field of FIELDS) {
    const text = mentioning[field];
    const linked = text ? linkFirstMention(text, title) : text;
    if (text && linked !== text) {
      await updateEntry(db, mentioning.id, { [field]: linked }, mentioning);
      return true;
    }
  }
  return false;
}
