/**
 * Seeker daily limits (decisions): journal entries and resources created per calendar day in the
 * learner's time zone, counted on the day the SERVER receives the create (never the device's
 * clock or the learner's `createdAt`). Admins, paid plans and lifetime access are never refused,
 * but their creates are counted too so usage is right. A replayed create never reaches here
 * (runIdempotent answers it), so it cannot count twice. A refused create is not counted.
 *
 * The counts are kept per learner per usage day (`daily_usage`). A usage day is the calendar day
 * in the zone the learner was in when its first create arrived, and that zone stays pinned until
 * the day is over: a different X-Time-Zone applies from the next usage day. So alternating zones
 * whose dates differ (Honolulu and UTC) cannot start a fresh day, and days only ever move forward:
 * a new day whose date in the new zone is not after the last one continues the count's calendar
 * (the day after the last), never reopening a day already counted.
 */
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { ERROR_CODES, MESSAGES, SEEKER_DAILY_LIMITS, dayKey, hasUnlimitedEntries, shiftDayKey } from '@learnlog/shared';
import { first, type Queries, type Tables } from '../db/database';
import { prepared } from '../db/prepared';
import type { UserRow } from '../db/schema';
import { HttpError } from '../lib/http-error';

export type DailyAllowance = keyof typeof SEEKER_DAILY_LIMITS;

const REFUSALS: Record<DailyAllowance, string> = {
  journalEntries: MESSAGES.dailyEntryLimit,
  resources: MESSAGES.dailyResourceLimit,
};

/** Usage days older than this are deleted when a learner starts a new one. */
const KEEP_DAYS = 60;

type UsageDay = Tables['dailyUsage']['$inferSelect'];

async function latestDay(db: Queries, userId: number): Promise<UsageDay | undefined> {
  const { dailyUsage } = db.t;
  const statement = prepared(db, 'daily:latest', () =>
    db.q.select().from(dailyUsage).where(eq(dailyUsage.userId, sql.placeholder('userId'))).orderBy(desc(dailyUsage.day)).limit(1),
  );
  return first(await statement.execute({ userId }));
}

/** The usage day `now` falls in: the latest one, until its pinned zone's date has passed it. */
function currentDay(latest: UsageDay | undefined, now: Date): UsageDay | undefined {
  return latest && dayKey(now, latest.timeZone) <= latest.day ? latest : undefined;
}

/** How many creates of this kind the user made in the current usage day. */
export async function usedToday(db: Queries, user: UserRow, allowance: DailyAllowance, now: Date): Promise<number> {
  return currentDay(await latestDay(db, user.id), now)?.[allowance] ?? 0;
}

/** Opens the usage day for `now` in the learner's current zone, never at or before the last one. */
async function openDay(db: Queries, user: UserRow, latest: UsageDay | undefined, now: Date): Promise<string> {
  const { dailyUsage } = db.t;
  const local = dayKey(now, user.timeZone);
  const day = latest && local <= latest.day ? shiftDayKey(latest.day, 1) : local;
  await db.q.insert(dailyUsage).values({ userId: user.id, day, timeZone: user.timeZone }).onConflictDoNothing();
  await db.q.delete(dailyUsage).where(and(eq(dailyUsage.userId, user.id), lt(dailyUsage.day, shiftDayKey(day, -KEEP_DAYS))));
  return day;
}

/**
 * Counts one create of this kind (or `count`, an import's batch) in the current usage day, or
 * answers 403 `{message, code: 'daily_limit'}` when a seeker has not that many left today. Run it inside the
 * create's transaction: a later refusal (id taken) rolls the count back. The count is one
 * conditional UPDATE, so two creates can never both take the last one (on PostgreSQL the
 * learner's lock, taken by runIdempotent, also keeps two nodes from opening the day twice).
 */
export async function consumeDailyAllowance(db: Queries, user: UserRow, allowance: DailyAllowance, now: Date, count = 1): Promise<void> {
  // No limit: counted all the same, with no bound in the query (an integer column on PostgreSQL
  // refuses to compare with a bound past 2^31). The bound is what the count may be before: below limit - count + 1.
  const limit = hasUnlimitedEntries(user, now) ? null : SEEKER_DAILY_LIMITS[allowance] - count + 1;
  const values = { userId: user.id, zone: user.timeZone, today: dayKey(now, user.timeZone), limit, count };
  if ((await countStatement(db, allowance, limit !== null, 'latest').execute(values)).length > 0) return;
  const latest = await latestDay(db, user.id);
  const day = currentDay(latest, now)?.day ?? (await openDay(db, user, latest, now));
  const counted = await countStatement(db, allowance, limit !== null, 'day').execute({ userId: user.id, day, limit, count });
  if (counted.length === 0) throw new HttpError(403, REFUSALS[allowance], { code: ERROR_CODES.dailyLimit });
}

/**
 * Which usage day a counting UPDATE counts in. `latest`: the latest usage day, when it was opened
 * in the zone the learner is still in and its date has not passed. Most creates fall there, and
 * one UPDATE counts them, where reading the day first and counting it after took two statements
 * (about a tenth of a write's server time); any other case, a refusal included, counts nothing
 * there and goes the long way, which decides it afresh. `day`: the day given.
 */
type CountIn = 'latest' | 'day';

/** The counting UPDATE, prepared once per kind, day and bound: every create runs it. */
function countStatement(db: Queries, allowance: DailyAllowance, bounded: boolean, countIn: CountIn) {
  const { dailyUsage } = db.t;
  return prepared(db, `daily:count:${countIn}:${allowance}:${bounded ? 'bounded' : 'unbounded'}`, () => {
    const column = dailyUsage[allowance];
    const userId = sql.placeholder('userId');
    const inDay =
      countIn === 'day'
        ? [eq(dailyUsage.day, sql.placeholder('day'))]
        : [
            eq(dailyUsage.day, sql`(select max(${dailyUsage.day}) from ${dailyUsage} where ${dailyUsage.userId} = ${userId})`),
            eq(dailyUsage.timeZone, sql.placeholder('zone')),
            gte(dailyUsage.day, sql.placeholder('today')),
          ];
    return db.q
      .update(dailyUsage)
      .set({ [allowance]: sql`${column} + ${sql.placeholder('count')}` })
      .where(and(eq(dailyUsage.userId, userId), ...inDay, bounded ? lt(column, sql.placeholder('limit')) : undefined))
      .returning({ day: dailyUsage.day });
  });
}
