/** POST /api/feedback: both feedback forms, stored for the Admin Panel. */
import { desc } from 'drizzle-orm';
import type { z } from 'zod';
import type { Feedback, feedbackInputSchema } from '@learnlog/shared';
import type { DbExecutor } from '../db/client';
import { feedback } from '../db/schema';

export type FeedbackValues = z.output<typeof feedbackInputSchema>;

const orNull = (value: string | undefined) => (value ? value : null);

/** `userId` is null when sent signed out (the widget shows on every screen, the landing page included). */
export function createFeedback(db: DbExecutor, input: FeedbackValues, userId: number | null, now: Date): Feedback {
  return db
    .insert(feedback)
    .values({
      userId,
      type: input.type,
      subject: orNull(input.subject),
      message: input.message,
      email: orNull(input.email),
      url: orNull(input.url),
      currentPage: orNull(input.currentPage),
      userAgent: orNull(input.userAgent),
      createdAt: now.toISOString(),
    })
    .returning()
    .get();
}

/** The Admin Panel's list: newest first. */
export function listFeedback(db: DbExecutor, limit: number): Feedback[] {
  return db.select().from(feedback).orderBy(desc(feedback.createdAt), desc(feedback.id)).limit(limit).all();
}
