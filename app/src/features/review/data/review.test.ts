/**
 * Review on the device against the real server: the card index follows every write, ratings
 * and answers go through the outbox exactly once, and two devices that reviewed one card
 * offline end with both reviews and the same schedule.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REVIEW_SETTINGS, dayKey, questionCardKey, shiftDayKey, type JournalEntry, type ReviewLog } from '@learnlog/shared';
import { startTestServer, type TestServer } from '../../../../../sync-server/src/test/test-server';
import { createTestDevice, registerLearner, type TestAccount, type TestDevice } from '../../../sync/test/test-device';
import { createEntry } from '../../journal/data/create-entry';
import { deleteEntry } from '../../journal/data/delete-entry';
import { updateEntry } from '../../journal/data/update-entry';
import { dueTodayCount, loadReviewQueue, onThisDayEntries, reviewStreakOnDevice } from './review-queries';
import { answerQuestion, rateCard } from './review-writes';

let server: TestServer;
let account: TestAccount;
const devices: TestDevice[] = [];
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

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

const serverLogs = async () => (await account.client.get<ReviewLog[]>('/api/review-logs')).body;

describe('review on the device', () => {
  it('shows an entry written two days ago; Good moves its card days ahead and out of today', async () => {
    const phone = await device();
    const entry = await createEntry(phone.db, { title: 'Hooks', content: 'Notes', keyLearning: 'Hooks run in order', questions: '- Why no conditional hooks?', createdAt: daysAgo(2) });
    await createEntry(phone.db, { title: 'Today', content: 'Fresh', keyLearning: 'Due tomorrow' });
    const queue = await loadReviewQueue(phone.db, DEFAULT_REVIEW_SETTINGS);
    expect(queue.cards.map((c) => [c.entryId, c.kind, c.text])).toEqual([
      [entry.id, 'key', 'Hooks run in order'],
      [entry.id, 'question', 'Why no conditional hooks?'],
    ]);
    expect(queue.nextDueDay).toBe(shiftDayKey(queue.today, 1));

    await rateCard(phone.db, queue.cards[0]!, 'good');
    const after = await loadReviewQueue(phone.db, DEFAULT_REVIEW_SETTINGS);
    expect(after.cards.map((c) => c.kind)).toEqual(['question']);
    expect(after.reviewedToday).toBe(1);
    const card = await phone.db.reviewCards.get(`${entry.id}:key`);
    expect(card).toMatchObject({ reps: 1, state: 'review' });
    expect(card!.dueDay >= shiftDayKey(queue.today, 2)).toBe(true);
    expect(await reviewStreakOnDevice(phone.db)).toBe(1);

    await phone.syncUntilIdle();
    expect((await serverLogs()).filter((log) => log.entryId === entry.id)).toHaveLength(1);
  });

  it('keeps a question’s schedule through a small edit, and retires the cards of a deleted entry', async () => {
    const phone = await device();
    const entry = await createEntry(phone.db, { title: 'Effects', content: 'x', questions: 'What does cleanup do?', createdAt: daysAgo(3) });
    const [card] = (await loadReviewQueue(phone.db, DEFAULT_REVIEW_SETTINGS)).cards.filter((c) => c.entryId === entry.id);
    await rateCard(phone.db, card!, 'easy');
    await updateEntry(phone.db, entry.id, { questions: 'What does the cleanup do, and when?' });
    const cards = await phone.db.reviewCards.where('entryId').equals(entry.id).toArray();
    expect(cards).toEqual([expect.objectContaining({ cardKey: questionCardKey('What does cleanup do?'), text: 'What does the cleanup do, and when?', reps: 1 })]);

    await deleteEntry(phone.db, entry.id);
    expect(await phone.db.reviewCards.where('entryId').equals(entry.id).count()).toBe(0);
  });

  it('adds an answer to the entry under Answers and retires the question card, on the server too', async () => {
    const phone = await device();
    const entry = await createEntry(phone.db, { title: 'Rust', content: 'Ownership.', questions: 'What is a borrow?', createdAt: daysAgo(4) });
    await phone.syncUntilIdle();
    const [card] = (await loadReviewQueue(phone.db, DEFAULT_REVIEW_SETTINGS)).cards.filter((c) => c.entryId === entry.id);
    await answerQuestion(phone.db, card!, 'A reference that does not own.');
    expect(await phone.db.reviewCards.where('entryId').equals(entry.id).count()).toBe(0);
    await phone.syncUntilIdle();
    const stored = (await account.client.get<JournalEntry[]>('/api/journal-entries')).body.find((e) => e.id === entry.id);
    expect(stored?.content).toBe('Ownership.\n\n## Answers\n\n**What is a borrow?**\n\nA reference that does not own.\n');
    expect((await serverLogs()).filter((log) => log.entryId === entry.id).map((log) => log.rating)).toEqual(['answered']);
  });

  it('two devices reviewing one card offline: both reviews reach the server once, and both devices agree', async () => {
    const phone = await device();
    const laptop = await device();
    const entry = await createEntry(phone.db, { title: 'Go', content: 'x', keyLearning: 'Goroutines are cheap', createdAt: daysAgo(5) });
    await phone.syncUntilIdle();
    await laptop.syncUntilIdle();
    phone.network.online = false;
    laptop.network.online = false;
    const onPhone = (await loadReviewQueue(phone.db, DEFAULT_REVIEW_SETTINGS)).cards.find((c) => c.entryId === entry.id);
    await rateCard(phone.db, onPhone!, 'again');
    laptop.clockOffsetMs = 60_000;
    const onLaptop = (await loadReviewQueue(laptop.db, DEFAULT_REVIEW_SETTINGS)).cards.find((c) => c.entryId === entry.id);
    await rateCard(laptop.db, onLaptop!, 'easy');
    // The later review reaches the server first.
    laptop.network.online = true;
    await laptop.syncUntilIdle();
    phone.network.online = true;
    await phone.syncUntilIdle();
    await laptop.syncUntilIdle();

    expect((await serverLogs()).filter((log) => log.entryId === entry.id).map((log) => log.rating).sort()).toEqual(['again', 'easy']);
    const [a, b] = await Promise.all([phone.db.reviewCards.get(`${entry.id}:key`), laptop.db.reviewCards.get(`${entry.id}:key`)]);
    expect(a).toEqual(b);
    expect(a).toMatchObject({ reps: 2, lastReview: (await serverLogs()).find((l) => l.rating === 'easy')?.reviewedAt });
  });

  it('holds back cards over the daily limit and leaves out paused tags', async () => {
    const phone = await device();
    for (const tag of ['rust', 'go', 'go']) await createEntry(phone.db, { title: tag, content: 'x', keyLearning: `About ${tag}`, tags: [tag], createdAt: daysAgo(6) });
    const ids = async (settings: typeof DEFAULT_REVIEW_SETTINGS) => (await loadReviewQueue(phone.db, settings)).cards.filter((c) => c.tags.length > 0).length;
    expect(await ids({ dailyLimit: 100, pausedTags: ['Go'] })).toBe(1);
    const limited = await loadReviewQueue(phone.db, { dailyLimit: 1, pausedTags: [] });
    expect(limited).toMatchObject({ heldBack: true, nextDueDay: shiftDayKey(limited.today, 1) });
    expect(await dueTodayCount(phone.db, { dailyLimit: 2, pausedTags: [] })).toBe(2);
  });

  it('finds the entries written on this date in earlier months', async () => {
    const phone = await device();
    const now = new Date();
    const monthAgo = new Date(now);
    monthAgo.setUTCMonth(now.getUTCMonth() - 1);
    if (monthAgo.getUTCDate() !== now.getUTCDate()) return; // no such day last month (the 31st)
    const old = await createEntry(phone.db, { title: 'A month ago', content: 'x', createdAt: monthAgo.toISOString() });
    await createEntry(phone.db, { title: 'Yesterday', content: 'x', createdAt: daysAgo(1) });
    expect(dayKey(old.createdAt, phone.db.timeZone) < dayKey(now, phone.db.timeZone)).toBe(true);
    expect((await onThisDayEntries(phone.db)).map((e) => e.title)).toEqual(['A month ago']);
  });
});
