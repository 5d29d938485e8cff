/**
 * The device's half of export and import, on a fake IndexedDB: the export is the device's copy
 * (queued changes in, queued deletes out, no local-only fields), and the import preview counts
 * what this device already has.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type Usage, type User } from '@learnlog/shared';
import { fixture, makeZip } from '@learnlog/shared/zip-test-helpers';
import { openUserDatabase, recordTable } from '../../../db/database';
import type { LocalEntry, LocalLearnPlan, LocalRecord } from '../../../db/local-records';
import type { OutboxMutation } from '../../../db/outbox-mutation';
import { exportFromDevice } from './export-from-device';
import { importAllowance } from './import-allowance';
import { previewImportFile } from './import-to-device';

const entry = (id: number, title: string, extra: Partial<LocalEntry> = {}): LocalEntry => ({
  id, title, content: `About ${title}`, keyLearning: null, questions: null, tags: [], linkedResources: [], linkedGoals: [], goalProgress: 0,
  photos: [], isPublic: false, isFavorite: false, readTime: 1, shareId: null, createdAt: '2025-01-02T10:00:00.000Z',
  updatedAt: '2025-01-02T10:00:00.000Z', version: id, ...extra,
});
const learnPlan: LocalLearnPlan = {
  id: 9, title: 'Rust month', goal: 'Ship a CLI', description: null, targetDate: null, linkedResourceIds: [], linkedJournalEntryIds: [],
  status: 'active', createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z', version: 4,
};

const newDb = () => openUserDatabase(1, { indexedDB: new IDBFactory(), IDBKeyRange });

describe('export from the device', () => {
  it('is the device copy: queued changes included, queued deletes left out, local fields stripped', async () => {
    const db = await newDb();
    await db.entries.bulkAdd([entry(1, 'Synced'), entry(2, 'Written offline', { _pending: true, version: 0 }), entry(3, 'Deleted here', { _deleted: true, _pending: true })]);
    await db.learnPlans.add(learnPlan);

    const file = await exportFromDevice(db, false, () => undefined);
    expect(file.omitted).toEqual(['milestones']);
    const files = unzipSync(new Uint8Array(await file.blob.arrayBuffer()));
    const json = JSON.parse(strFromU8(files['learnlog.json'] as Uint8Array));
    expect(json.entries.map((e: { title: string }) => e.title)).toEqual(['Synced', 'Written offline']);
    expect(json.omitted).toEqual(['milestones']);
    expect(JSON.stringify(json)).not.toMatch(/_pending|_deleted|"words"/);
    expect(json.learnPlans).toEqual([learnPlan]);
  });
});

describe('saved searches, a kind exported from its registry entry alone', () => {
  // LocalRecord does not list saved searches (the store is declared from the registry).
  const search = (id: number, name: string, extra: object = {}) =>
    ({ id, name, query: `q=${name}`, position: 0, createdAt: '2025-01-03T10:00:00.000Z', updatedAt: '2025-01-03T10:00:00.000Z', version: id, ...extra }) as unknown as LocalRecord;

  it('go into learnlog.json from the device copy, and the preview on a fresh device counts them; one here already is said so', async () => {
    const db = await newDb();
    await recordTable(db, 'saved_searches').bulkAdd([search(21, 'rust'), search(22, 'offline', { _pending: true, version: 0 }), search(23, 'gone', { _deleted: true, _pending: true })]);
    const file = await exportFromDevice(db, false, () => undefined);
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    const json = JSON.parse(strFromU8(unzipSync(bytes)['learnlog.json'] as Uint8Array));
    expect(json.savedSearches).toEqual([search(21, 'rust'), search(22, 'offline', { version: 0 })]);

    const fresh = await newDb();
    const upload = new File([bytes as Uint8Array<ArrayBuffer>], 'export.zip', { type: 'application/zip' });
    const preview = await previewImportFile(fresh, upload);
    expect(preview.text).toBe('0 entries, 2 saved searches');
    expect(preview.bundle.plain?.savedSearches?.map(({ id, name, query }) => ({ id, name, query }))).toEqual([
      { id: 21, name: 'rust', query: 'q=rust' },
      { id: 22, name: 'offline', query: 'q=offline' },
    ]);
    await recordTable(fresh, 'saved_searches').add(search(21, 'rust'));
    expect((await previewImportFile(fresh, upload)).text).toBe('0 entries, 2 saved searches — 1 already here');
  });
});

describe('the import preview on the device', () => {
  it('counts what the file holds and what this device already has', async () => {
    const db = await newDb();
    const zip = fixture('day-one-export.zip');
    const file = new File([zip as Uint8Array<ArrayBuffer>], 'Day One.zip', { type: 'application/zip' });
    const first = await previewImportFile(db, file);
    expect(first.text).toBe('3 entries');
    await db.entries.add(entry(first.bundle.entries[0]?.id ?? 0, 'Already imported'));
    expect((await previewImportFile(db, file)).text).toBe('3 entries — 1 already here');
  });

  it('refuses a file over 200 MB before reading it', async () => {
    const db = await newDb();
    const huge = { name: 'huge.zip', size: 200 * 1024 * 1024 + 1, arrayBuffer: () => Promise.reject(new Error('read')) } as unknown as File;
    await expect(previewImportFile(db, huge)).rejects.toThrow('huge.zip: the zip is over 200 MB');
  });
});

describe("the device's preview and a Seeker's daily limits", () => {
  const now = new Date();
  const seeker = { isAdmin: false, lifetimeAccess: false, subscriptionType: 'seeker', subscriptionStatus: null, trialStartedAt: '2020-01-01T00:00:00.000Z' } as unknown as User;
  const usage = (entries: number, resources: number, isUnlimited = false): Usage => ({
    journalEntries: { used: entries, limit: isUnlimited ? null : 1, isUnlimited },
    resourceEntries: { used: resources, limit: isUnlimited ? null : 3, isUnlimited },
    currentPlan: 'seeker',
    planDisplayName: 'Seeker',
  });
  const notes = new File([makeZip({ 'today.md': `---\ndate: ${now.toISOString()}\n---\nWritten today`, 'old.md': '---\ndate: 2020-01-01\n---\nLong ago' }) as Uint8Array<ArrayBuffer>], 'notes.zip');
  const queuedCreate = (table: 'journal_entries' | 'resources', id: number): OutboxMutation => ({
    mutationId: `m-${id}`, name: `${table}.create`, args: { id }, recordKey: `${table}:${id}`, pendingKeys: [`${table}:${id}`],
    createdAt: now.toISOString(), attempts: 0, nextAttemptAt: 0, state: 'pending',
  });

  it("at today's entry, a note dated today is refused in the limit's own words, before anything is sent", async () => {
    const db = await newDb();
    const preview = await previewImportFile(db, notes, await importAllowance(db, usage(1, 0), seeker, now));
    expect(preview.notes).toContain("1 entry is dated today: it counts toward today's limits.");
    expect(preview.refusal).toBe(MESSAGES.dailyEntryLimit);
  });

  it('with room left, or no limit, the same file is not refused', async () => {
    const db = await newDb();
    expect((await previewImportFile(db, notes, await importAllowance(db, usage(0, 0), seeker, now))).refusal).toBeNull();
    expect((await previewImportFile(db, notes, await importAllowance(db, usage(5, 9, true), seeker, now))).refusal).toBeNull();
  });

  it('counts the creates still queued on this device, and with no usage known yet refuses only what is sure', async () => {
    const db = await newDb();
    await db.outbox.add(queuedCreate('journal_entries', 7));
    expect((await previewImportFile(db, notes, await importAllowance(db, undefined, seeker, now))).refusal).toBe(MESSAGES.dailyEntryLimit);
    await db.outbox.clear();
    expect((await previewImportFile(db, notes, await importAllowance(db, undefined, seeker, now))).refusal).toBeNull();
  });

  it("resources dated today count toward today's resources", async () => {
    const db = await newDb();
    const resources = [1, 2].map((id) => ({ id, createdAt: now.toISOString(), title: `Book ${id}`, type: 'book' }));
    const json = JSON.stringify({ format: 'learnlog-export', version: 1, exportedAt: now.toISOString(), resources });
    const file = new File([makeZip({ 'learnlog.json': json }) as Uint8Array<ArrayBuffer>], 'export.zip');
    await db.outbox.add(queuedCreate('resources', 8));
    const preview = await previewImportFile(db, file, await importAllowance(db, usage(1, 1), seeker, now));
    expect(preview.notes).toContain("2 resources are dated today: they count toward today's limits.");
    expect(preview.refusal).toBe(MESSAGES.dailyResourceLimit);
  });
});
