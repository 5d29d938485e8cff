/** Answers cached on the device for offline use are checked with the shared schemas first. */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openUserDatabase } from './database';
import { getMeta, saveAccess, saveUsage } from './meta';

describe('the cached access and usage', () => {
  it('stores a valid answer and refuses a malformed one, keeping the last good answer', async () => {
    const db = await openUserDatabase(3, { indexedDB: new IDBFactory(), IDBKeyRange });
    const access = { hasAccess: true, trialDaysLeft: 9, isPremium: true };
    await expect(saveAccess(db, access)).resolves.toMatchObject({ hasAccess: true });
    await expect(saveAccess(db, { hasAccess: 'yes' })).rejects.toThrow();
    expect(await getMeta(db, 'access')).toEqual(access);

    await expect(saveUsage(db, { journalEntries: 'lots' }, '2026-03-10')).rejects.toThrow();
    expect(await getMeta(db, 'usage')).toBeUndefined();
    expect(await getMeta(db, 'usageDay')).toBeUndefined();
    db.close();
  });
});
