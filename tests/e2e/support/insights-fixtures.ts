/**
 * A learner for /insights: entries over several weeks (three on one day), review logs in the
 * last 30 days whose last rating is Again (so every rated card is due again today), a goal one
 * entry links to, a completed goal and a completed resource; and what the screen must say of them.
 */
import type { Page } from 'playwright-core';
import { dayKey, shiftDayKey } from '@learnlog/shared';
import { createEntryViaApi, createGoalViaApi, createResourceViaApi, createReviewLogViaApi } from './learner-records';

export const INSIGHTS_ZONE = 'Europe/Berlin';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** "3 Nov" for a day key. */
const shortDay = (day: string) => `${Number(day.slice(8))} ${MONTHS[Number(day.slice(5, 7)) - 1]}`;
const mondayOf = (day: string) => shiftDayKey(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
/** 11:00 UTC, midday in Berlin: the learner's day is the same date. */
const middayOf = (day: string) => `${day}T11:00:00.000Z`;

export interface InsightsExpectations {
  writing: string;
  busiestWeek: string;
  forecast: string;
  retention: string;
  learned: string;
  resources: string;
  goals: string;
}

export async function seedInsightsLearner(page: Page): Promise<InsightsExpectations> {
  const today = dayKey(new Date(), INSIGHTS_ZONE);
  const ago = (days: number) => middayOf(shiftDayKey(today, -days));
  const spanish = await createGoalViaApi(page, { title: 'Spanish', progress: 30 });
  await createGoalViaApi(page, { title: 'Rust', status: 'completed' });
  const a = await createEntryViaApi(page, { title: 'Subjunctive', content: 'Wishes take the subjunctive.', keyLearning: 'Ojalá + subjunctive', linkedGoals: [spanish.id], createdAt: ago(22) });
  const b = await createEntryViaApi(page, { title: 'Borrowing', content: 'One mutable borrow at a time.', keyLearning: 'One &mut at a time', createdAt: ago(22) });
  await createEntryViaApi(page, { title: 'Lifetimes', content: 'Lifetimes name how long a borrow lives.', keyLearning: 'Lifetimes are regions', createdAt: ago(22) });
  await createEntryViaApi(page, { title: 'Ser and estar', content: 'Ser for what, estar for how.', createdAt: ago(8) });
  await createEntryViaApi(page, { title: 'Traits', content: 'Traits are interfaces with defaults.', createdAt: ago(36) });
  // Written a minute ago: its card is first due tomorrow.
  await createEntryViaApi(page, { title: 'Iterators', content: 'Iterators are lazy.', keyLearning: 'Iterators are lazy', createdAt: new Date(Date.now() - 60_000).toISOString() });
  const rate = (entryId: number, rating: string, days: number) => createReviewLogViaApi(page, { entryId, cardKey: 'key', cardText: 'card', rating, reviewedAt: ago(days) });
  await rate(a.id, 'good', 20);
  await rate(a.id, 'good', 10);
  await rate(a.id, 'again', 5);
  await rate(b.id, 'easy', 9);
  await rate(b.id, 'again', 4);
  await createResourceViaApi(page, { title: 'The Rust Book', type: 'book', status: 'completed' });
  await createResourceViaApi(page, { title: 'Duolingo', type: 'course', status: 'in-progress' });

  const busiestWeek = shortDay(mondayOf(shiftDayKey(today, -22)));
  const month = `${LONG_MONTHS[Number(today.slice(5, 7)) - 1]} ${today.slice(0, 4)}`;
  return {
    writing: `Writing per week: 6 entries in the last 12 weeks, most in the week of ${busiestWeek} (3)`,
    busiestWeek,
    // The two rated cards (last rated Again) and the unrated card of 22 days ago are due today; Iterators' tomorrow.
    forecast: `Review forecast: 4 cards due in the next 30 days, 3 of them today; most on ${shortDay(today)} (3)`,
    retention: 'Retention over the last 30 days: 60% Good or Easy of 5 ratings; Spanish 67% of 3',
    learned: 'Cards learned: 2 cards rated at least once, 2 of them for the first time in the last 12 weeks',
    resources: `Resources completed per month: 1 resource in the last 12 months, most in ${month} (1)`,
    goals: 'Goals: 2 goals, 1 completed; Spanish 30%, Rust 100%',
  };
}
