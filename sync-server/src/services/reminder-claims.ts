/**
 * Claiming a reminder before sending it: the insert into reminder_claims (learner, kind, day, ref)
 * that adds the row is the only one that sends, on any node, so each reminder goes once.
 */
import type { ReminderKind } from '@learnlog/shared';
import type { AppDeps } from '../deps';

/** The push kinds, and 'digest' for the weekly e-mail (its day is the Monday it goes). */
export type ClaimKind = ReminderKind | 'digest';

/** True for the one caller, on any node, whose insert added the claim. */
export async function claim(deps: Pick<AppDeps, 'db' | 'clock'>, userId: number, kind: ClaimKind, day: string, ref: string): Promise<boolean> {
  const { db, clock } = deps;
  const { reminderClaims: c } = db.t;
  return db.transaction(async (tx) => tx.rowsAffected(await tx.q.insert(c).values({ userId, kind, day, ref, claimedAt: clock.now().toISOString() }).onConflictDoNothing()) === 1);
}
