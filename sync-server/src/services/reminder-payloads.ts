/** What each notification says: fixed words and a link, never the learner's own text (it crosses the vendor's push service). */
import type { ReminderPayload } from '@learnlog/shared';

export const writePayload = (): ReminderPayload => ({
  kind: 'write',
  title: 'Time to write',
  body: 'What did you learn today? A few lines keep your journal going.',
  url: '/journal/new',
});

export const reviewsPayload = (due: number): ReminderPayload => ({
  kind: 'reviews',
  title: due === 1 ? '1 card due' : `${due} cards due`,
  body: 'A few minutes of review keeps what you learned.',
  url: '/review',
});

export const goalPayload = (goalId: number): ReminderPayload => ({
  kind: 'goal',
  title: 'A goal is due tomorrow',
  body: 'One of your learning goals has its target date tomorrow.',
  url: `/goals/${goalId}`,
});

export const testPayload = (): ReminderPayload => ({
  kind: 'test',
  title: 'LearnLog notifications are on',
  body: 'Your reminders will look like this.',
  url: '/',
});
