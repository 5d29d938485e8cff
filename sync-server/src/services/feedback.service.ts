/** POST /api/feedback: both feedback forms, stored for the Admin Panel. */
import { desc } from 'drizzle-orm';
import type { z } from 'zod';
import type { Feedback, feedbackInputSchema } from '@learnlog/shared';
import type { Queries } from '../db/database';

export type FeedbackValues = z.output<typeof feedbackInputSchema>;

const orNull = (value: string | undefined) => (value ? value : null);

/** `userId` is null when sent signed out (the widget shows on every screen, the landing page included). */
export async function createFeedback(tx: Queries, input: FeedbackValues, userId: number | null, now: Date): Promise<Feedback> {
  const rows = await tx.q
    .insert(tx.t.feedback)
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
    .returning();
  return rows[0] as Feedback;
}

/** The Admin Panel's list: newest first. */
export async function listFeedback(db: Queries, limit: number): Promise<Feedback[]> {
  const { feedback } = db.t;
  return db.q.select().from(feedback).orderBy(desc(feedback.createdAt), desc(feedback.id)).limit(limit);
}
