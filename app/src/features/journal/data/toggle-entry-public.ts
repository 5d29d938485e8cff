import { entryVisibility, togglePublicInputSchema } from '@learnlog/shared';
import type { LearnLogDatabase } from '../../../db/database';
import type { LocalEntry } from '../../../db/local-records';
import { inSyncTransaction, liveRecord, putPending } from '../../../sync/local-edits';
import { notifyLocalWrite } from '../../../sync/local-write';
import { foldedCreate, mutationsOf, queueMutation, storeArgs } from '../../../sync/outbox';
import { RecordNotFoundError } from '../../../sync/record-writes';

/**
 * Publishes or hides an entry; returns whether it is now public. The server makes the share id,
 * so a synced entry gets the documented toggle-public call; a create still queued simply carries
 * the new flag.
 */
export async function toggleEntryPublic(db: LearnLogDatabase, id: number): Promise<boolean> {
  const isPublic = await inSyncTransaction(db, async () => {
    const entry = await liveRecord<LocalEntry>(db, 'journal_entries', id);
    if (!entry) throw new RecordNotFoundError('journal_entries', id);
    const body = togglePublicInputSchema.parse({ isPublic: !entry.isPublic });
    // The shared rule the server applies too; only the server makes the share address itself.
    await putPending(db, 'journal_entries', entry, entryVisibility(entry, body.isPublic, { now: db.now() }));
    const folded = foldedCreate('journal_entries', await mutationsOf(db, 'journal_entries', id), { isPublic: body.isPublic });
    if (folded) await storeArgs(db, folded.seq, folded.args);
    else await queueMutation(db, 'journal_entries.togglePublic', { id, ...body });
    return body.isPublic;
  });
  notifyLocalWrite(db, 'journal_entries');
  return isPublic;
}
