/**
 * The learner's review controls on the device against the real server: a suspended card leaves
 * review on every device (its log row syncs and any card index rebuilt from the log agrees), a
 * reset starts it over, a card's text edits its entry, and a sitting of a goal's, a tag's or the
 * next N cards takes just those.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REVIEW_SETTINGS, type JournalEntry, type ReviewLog } from '@learnlog/shared';
import { startTestServer, type TestServer } from '../../../../../sync-server/src/test/test-server';
import { createTestDevice, registerLearner, type TestAccount, type TestDevice } from '../../../sync/test/test-device';
import { createEntry } from '../../journal/data/create-entry';
import { createGoal } from '../../goals/data/goal-writes';
import { cardsReviewedToday, dueTodayCount, loadReviewQueue, reviewStreakOnDevice } from './review-queries';
import { controlCard, editCardText, rateCard } from './review-writes';
import { loadSitting } from './scoped-queue';

let server: TestServer;
let account: TestAccount;
const devices: TestDevice[] = [];
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

async function device(): Promise<TestDevice> {
  const made = await createTestDevice(server, account);
  devices.push(made);
  return made;
}

beforeAll(async () => {
  server = await startTestServer();
  account = await registerLearner(server);
});
afterEach(() => {
  for (const d of devices.splice(0)) d.stop();
});
afterAll(() => server.close());

const cardOf = async (d: TestDevice, entryId: number, cardKey: string) => {
  const card = await d.db.reviewCards.get(`${entryId}:${cardKey}`);
  if (!card) throw new Error(`no card ${entryId}:${cardKey}`);
  return card;
};

describe('review controls on the device', () => {
  it('suspends a card out of review on every device, resumes it, and a reset starts it over', async () => {
    const phone = await device();
    const entry = await createEntry(phone.db, { title: 'Hooks', content: 'Notes', keyLearning: 'Hooks run in order', createdAt: daysAgo(2) });
    await controlCard(phone.db, await cardOf(phone, entry.id, 'key'), 'suspended');
    expect(await loadReviewQueue(phone.db, DEFAULT_REVIEW_SETTINGS)).toMatchObject({ cards: [], nextDueDay: null });
    expect(await dueTodayCount(phone.db, DEFAULT_REVIEW_SETTINGS)).toBe(0);
    // A control is not a review: it counts towards neither the daily limit nor the streak.
    const today = (await loadReviewQueue(phone.db, DEFAULT_REVIEW_SETTINGS)).today;
    expect(await cardsReviewedToday(phone.db, today)).toBe(0);
    expect(await reviewStreakOnDevice(phone.db)).toBe(0);
    await phone.syncUntilIdle();
    expect((await account.client.get<ReviewLog[]>('/api/review-logs')).body.map((log) => log.rating)).toEqual(['suspended']);

    // A new device builds its card index from the pulled entry and log: suspended there too.
    const laptop = await device();
    await laptop.syncUntilIdle();
    expect(await cardOf(laptop, entry.id, 'key')).toMatchObject({ suspended: true });
    expect(await dueTodayCount(laptop.db, DEFAULT_REVIEW_SETTINGS)).toBe(0);

    await controlCard(laptop.db, await cardOf(laptop, entry.id, 'key'), 'resumed');
    await rateCard(laptop.db, await cardOf(laptop, entry.id, 'key'), 'easy');
    expect(await cardOf(laptop, entry.id, 'key')).toMatchObject({ suspended: false, reps: 1, state: 'review' });
    await controlCard(laptop.db, await cardOf(laptop, entry.id, 'key'), 'reset');
    const reset = await cardOf(laptop, entry.id, 'key');
    expect(reset).toMatchObject({ suspended: false, reps: 0, state: 'new', dueDay: today });
    await laptop.syncUntilIdle();
    await phone.syncUntilIdle();
    expect(await cardOf(phone, entry.id, 'key')).toEqual(reset);
  });

  it('edits a card’s text in its entry: the key learning, or the one question line', async () => {
    const phone = await device();
    const entry = await createEntry(phone.db, { title: 'Rust', content: 'Notes', keyLearning: 'One owner', questions: '- What is a borrow?\n- What is a move?', createdAt: daysAgo(2) });
    await editCardText(phone.db, await cardOf(phone, entry.id, 'key'), 'One owner at a time');
    const [first] = (await loadReviewQueue(phone.db, DEFAULT_REVIEW_SETTINGS)).cards.filter((card) => card.text === 'What is a move?');
    await editCardText(phone.db, first!, 'What is a move of a value?');
    await phone.syncUntilIdle();
    const stored = (await account.client.get<JournalEntry[]>('/api/journal-entries')).body.find((row) => row.id === entry.id);
    expect(stored).toMatchObject({ keyLearning: 'One owner at a time', questions: '- What is a borrow?\n- What is a move of a value?' });
    await expect(editCardText(phone.db, await cardOf(phone, entry.id, 'key'), '   ')).rejects.toThrow('A card needs some text');
  });

  it('takes a goal’s, a tag’s or the next N cards, soonest due first, never a suspended one', async () => {
    const phone = await device();
    const goal = await createGoal(phone.db, { title: 'Learn Go' });
    const linked = await createEntry(phone.db, { title: 'Goroutines', content: 'c', keyLearning: 'Cheap threads', questions: 'What is a channel?', linkedGoals: [goal.id], tags: ['go'], createdAt: daysAgo(3) });
    const other = await createEntry(phone.db, { title: 'CSS grid', content: 'c', keyLearning: 'Two dimensions', tags: ['css'], createdAt: daysAgo(2) });
    const later = await createEntry(phone.db, { title: 'Tomorrow', content: 'c', keyLearning: 'Due tomorrow', tags: ['Go'] });
    const ids = (queue: { cards: Array<{ id: string }> }) => queue.cards.map((card) => card.id);

    const byGoal = await loadSitting(phone.db, DEFAULT_REVIEW_SETTINGS, { kind: 'goal', id: goal.id });
    expect(ids(byGoal).sort()).toEqual([`${linked.id}:key`, expect.stringMatching(new RegExp(`^${linked.id}:q-`))].sort());
    const byTag = await loadSitting(phone.db, DEFAULT_REVIEW_SETTINGS, { kind: 'tag', tag: 'GO' });
    expect(ids(byTag)).toHaveLength(3);
    expect(ids(byTag).at(-1)).toBe(`${later.id}:key`);
    const ahead = await loadSitting(phone.db, DEFAULT_REVIEW_SETTINGS, { kind: 'ahead', count: 4 });
    expect(ids(ahead)).toHaveLength(4);
    expect(ids(ahead)).toContain(`${other.id}:key`);
    expect(ids(ahead).at(-1)).toBe(`${later.id}:key`);

    await controlCard(phone.db, await cardOf(phone, linked.id, 'key'), 'suspended');
    expect(ids(await loadSitting(phone.db, DEFAULT_REVIEW_SETTINGS, { kind: 'goal', id: goal.id }))).not.toContain(`${linked.id}:key`);
    expect(ids(await loadSitting(phone.db, DEFAULT_REVIEW_SETTINGS, { kind: 'ahead', count: 10 }))).toHaveLength(3);
    expect(await loadSitting(phone.db, DEFAULT_REVIEW_SETTINGS, { kind: 'resource', id: 12345 })).toMatchObject({ cards: [] });
  });
});
