/**
 * The device's half of export and import, on a fake IndexedDB: the export is the device's copy
 * (queued changes in, queued deletes out, no local-only fields), and the import preview counts
 * what this device already has.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { fixture } from '@learnlog/shared/zip-test-helpers';
import { openUserDatabase } from '../../../db/database';
import type { LocalEntry, LocalLearnPlan } from '../../../db/local-records';
import { exportFromDevice } from './export-from-device';
import { previewImportFile } from './import-to-device';

const entry = (id: number, title: string, extra: Partial<LocalEntry> = {}): LocalEntry => ({
  id, title, content: `About ${title}`, keyLearning: null, questions: null, tags: [], linkedResources: [], linkedGoals: [], goalProgress: 0,
  photos: [], isPublic: false, isFavorite: false, readTime: 1, shareId: null, createdAt: '2025-01-02T10:00:00.000Z',
  updatedAt: '2025-01-02T10:00:00.000Z', version: id, ...extra,
});
const plan: LocalLearnPlan = {
  id: 9, title: 'Rust month', goal: 'Ship a CLI', description: null, targetDate: null, linkedResourceIds: [], linkedJournalEntryIds: [],
  status: 'active', createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z', version: 4,
};

const newDb = () => openUserDatabase(1, { indexedDB: new IDBFactory(), IDBKeyRange });

describe('export from the device', () => {
  it('is the device copy: queued changes included, queued deletes left out, local fields stripped', async () => {
    const db = await newDb();
    await db.entries.bulkAdd([entry(1, 'Synced'), entry(2, 'Written offline', { _pending: true, version: 0 }), entry(3, 'Deleted here', { _deleted: true, _pending: true })]);
    await db.learnPlans.add(plan);

    const file = await exportFromDevice(db, false, () => undefined);
    expect(file.omitted).toEqual(['milestones']);
    const files = unzipSync(new Uint8Array(await file.blob.arrayBuffer()));
    const json = JSON.parse(strFromU8(files['learnlog.json'] as Uint8Array));
    expect(json.entries.map((e: { title: string }) => e.title)).toEqual(['Synced', 'Written offline']);
    expect(json.omitted).toEqual(['milestones']);
    expect(JSON.stringify(json)).not.toMatch(/_pending|_deleted|"words"/);
    expect(json.learnPlans).toEqual([plan]);
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
