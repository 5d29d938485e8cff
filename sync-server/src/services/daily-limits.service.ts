/**
 * Seeker daily limits (decisions): journal entries and resources created per calendar day in the
 * learner's time zone, counted on the day the SERVER receives the create (never the device's
 * clock or the learner's `createdAt`). The counters live on the user row; admins, paid plans
 * and lifetime access are never refused, but their creates are counted too so usage is right.
 * A replayed create never reaches here (runIdempotent answers it), so it cannot count twice.
 * A refused create is not counted.
 */
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { ERROR_CODES, MESSAGES, SEEKER_DAILY_LIMITS, dayKey, hasUnlimitedEntries } from '@learnlog/shared';
import type { DbExecutor } from '../db/client';
import { users, type UserRow } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { prepared } from '../db/prepared';

export type DailyAllowance = keyof typeof SEEKER_DAILY_LIMITS;

const COUNTERS = {
  journalEntries: { day: 'lastJournalEntryDate', count: 'dailyJournalCount', message: MESSAGES.dailyEntryLimit },
  resources: { day: 'lastResourceEntryDate', count: 'dailyResourceCount', message: MESSAGES.dailyResourceLimit },
} as const satisfies Record<DailyAllowance, { day: keyof UserRow; count: keyof UserRow; message: string }>;

/** How many creates of this kind the user made today (in their zone). */
export function usedToday(user: UserRow, allowance: DailyAllowance, now: Date): number {
  const counter = COUNTERS[allowance];
  return user[counter.day] === dayKey(now, user.timeZone) ? user[counter.count] : 0;
}

/**
 * Counts one create of this kind for today, or answers 403 `{message, code: 'daily_limit'}`
 * when a seeker has used the day's allowance. One conditional UPDATE does both, so two
 * requests of the same learner can never both take the last one. Run it inside the create's
 * transaction: a later refusal (id taken) rolls the count back.
 */
export function consumeDailyAllowance(db: DbExecutor, user: UserRow, allowance: DailyAllowance, now: Date): void {
  const limit = hasUnlimitedEntries(user, now) ? Number.MAX_SAFE_INTEGER : SEEKER_DAILY_LIMITS[allowance];
  const counted = countStatement(db, allowance).run({ userId: user.id, today: dayKey(now, user.timeZone), limit });
  if (counted.changes === 0) throw new HttpError(403, COUNTERS[allowance].message, { code: ERROR_CODES.dailyLimit });
}

function countStatement(db: DbExecutor, allowance: DailyAllowance) {
  const counter = COUNTERS[allowance];
  const day = users[counter.day];
  const count = users[counter.count];
  const today = sql.placeholder('today');
  return prepared(db, `daily:${allowance}`, () =>
    db
      .update(users)
      .set({ [counter.day]: today, [counter.count]: sql`CASE WHEN ${day} = ${today} THEN ${count} + 1 ELSE 1 END` })
      .where(
        and(
          eq(users.id, sql.placeholder('userId')),
          or(isNull(day), ne(day, today), lt(count, sql.placeholder('limit'))),
        ),
      )
      .prepare(),
  );
}
