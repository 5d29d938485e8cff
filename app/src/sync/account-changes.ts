/**
 * The account's own queued changes (`user.update`, `reminders.update`): settings a newer change
 * replaces while the older one waits, and flags the device keeps until the server has them.
 */
import type { LearnLogDatabase } from '../db/database';
import type { OutboxMutation } from '../db/outbox-mutation';
import { inSyncTransaction } from './local-edits';
import { queueMutation } from './outbox';

type Args = Record<string, unknown>;
type Which = (args: Args, mutation: OutboxMutation) => boolean;

const everyOne: Which = () => true;

/** How many changes of this name are queued (failed ones included) whose args `which` picks. */
export function countQueuedChanges(db: LearnLogDatabase, name: string, which: Which = everyOne): Promise<number> {
  return db.outbox.filter((m) => m.name === name && which(m.args, m)).count();
}

/**
 * Queues `args`, first dropping the pending changes of this name `replaced` picks (a newer
 * setting makes them moot). Inside the caller's transaction, or its own.
 */
export async function queueReplacingChange(db: LearnLogDatabase, name: string, args: Args, replaced: Which): Promise<void> {
  await inSyncTransaction(db, async () => {
    await db.outbox.filter((m) => m.name === name && m.state === 'pending' && replaced(m.args, m)).delete();
    await queueMutation(db, name, args);
  });
}
