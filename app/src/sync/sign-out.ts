/**
 * Signing out (docs/sync-protocol.md, rule 8): warn first when changes have not reached the server, then remove the
 * device's copy. The HTTP sign-out (`POST /api/auth/logout`) is the shell's call.
 */
import { deleteUserDatabase, type LearnLogDatabase } from '../db/database';
import type { DeviceSession } from './device-session';

export interface UnsyncedChanges {
  pending: number;
  failed: number;
}

export async function unsyncedChanges(db: LearnLogDatabase): Promise<UnsyncedChanges> {
  const failed = await db.outbox.where('state').equals('failed').count();
  const total = await db.outbox.count();
  return { pending: total - failed, failed };
}

/** The warning to show before signing out, or null when everything is on the server. */
export function signOutWarning({ pending, failed }: UnsyncedChanges): string | null {
  const count = pending + failed;
  if (count === 0) return null;
  return `${count} ${count === 1 ? 'change is' : 'changes are'} not on the server yet. Signing out removes ${count === 1 ? 'it' : 'them'} from this device.`;
}

/** Stops syncing and deletes this learner's database from the device. */
export async function signOutDevice(session: DeviceSession): Promise<void> {
  const { db } = session;
  session.stop();
  await deleteUserDatabase(db.userId, db.options);
}
