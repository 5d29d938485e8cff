import { entryVisibility, togglePublicInputSchema } from '@learnlog/shared';
import { syncTables, type LearnLogDatabase } from '../../../db/database';
import { stripLocalFields, type LocalEntry } from '../../../db/local-records';
import { notifyLocalWrite } from '../../../sync/local-write';
import { appendMutation, foldableCreate, mutationsOf } from '../../../sync/outbox';
import { RecordNotFoundError } from '../../../sync/record-writes';

/**
 * Publishes or hides an entry; returns whether it is now public. The server makes the share id,
 * so a synced entry gets the documented toggle-public call; a create still queued simply carries
 * the new flag.
 */
export async function toggleEntryPublic(db: LearnLogDatabase, id: number): Promise<boolean> {
  const isPublic = await db.transaction('rw', syncTables(db), async () => {
    const entry = await db.entries.get(id);
    if (!entry || entry._deleted) throw new RecordNotFoundError('journal_entries', id);
    const body = togglePublicInputSchema.parse({ isPublic: !entry.isPublic });
    // The shared rule the server applies too; only the server makes the share address itself.
    const next: LocalEntry = { ...entry, ...entryVisibility(entry, body.isPublic, { now: db.now() }), _pending: true };
    if (!entry._pending) next._server = stripLocalFields(entry);
    await db.entries.put(next);

    const mutations = await mutationsOf(db, 'journal_entries', id);
    const create = foldableCreate(mutations);
    if (create?.seq !== undefined && mutations.length === 1) {
      await db.outbox.update(create.seq, { body: { ...create.body, isPublic: body.isPublic } });
    } else {
      await appendMutation(db, { table: 'journal_entries', recordId: id, kind: 'toggle-public', method: 'POST', path: `/api/journal-entries/${id}/toggle-public`, body });
    }
    return body.isPublic;
  });
  notifyLocalWrite(db, 'journal_entries');
  return isPublic;
}
