/**
 * The reminder scheduler: every REMINDER_TICK_MS it looks at each learner with a push
 * subscription, in batches, and sends what is due now in their zone. Each
 * reminder is claimed first, by inserting its row into reminder_claims (learner, kind, day, goal):
 * insert-or-ignore on that key, so of several nodes (or a restarted one) only the insert that
 * adds the row sends. A reminder due while the server was down is still unclaimed when it is back,
 * and goes once; yesterday's are not sent (the day is part of the key). docs/scaling.md.
 */
import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import { DEFAULT_REMINDER_TIME, dayKey, isQuietAt, localMinutes, minutesOf, type ReminderPayload, type ReviewSettings } from '@learnlog/shared';
import type { AppDeps } from '../deps';
import { nextTurn } from '../lib/next-turn';
import { claim } from './reminder-claims';
import { dueCardCount, goalsDueTomorrow, wroteToday } from './reminder-due.service';
import { runDigestTick } from './weekly-digest-scheduler';
import { goalPayload, reviewsPayload, writePayload } from './reminder-payloads';
import { settingsOfRow } from './reminder-settings.service';
import { sendToLearner } from './push-sender.service';

/** Learners read per query; each is handled in its own event-loop turn. */
const BATCH = 100;
/** Claims are only compared with today's; older ones are removed. */
const CLAIM_KEEP_MS = 3 * 24 * 60 * 60 * 1000;

export interface TickResult {
  learners: number;
  sent: number;
  /** Weekly digest e-mails sent (only with SMTP_URL). */
  mailed: number;
}

interface Learner {
  userId: number;
  timeZone: string;
  reviewSettings: ReviewSettings | null;
  settings: ReturnType<typeof settingsOfRow>;
}

/** The next batch of learners with a push subscription, by id, with their zone and settings. */
async function learnersAfter(deps: AppDeps, after: number): Promise<Learner[]> {
  const { db } = deps;
  const { pushSubscriptions: subs, users, reminderSettings: rs } = db.t;
  const subscribed = db.q.selectDistinct({ userId: subs.userId }).from(subs);
  const rows = await db.q
    .select({ userId: users.id, timeZone: users.timeZone, reviewSettings: users.reviewSettings, writeAt: rs.writeAt, reviewsDue: rs.reviewsDue, goalDeadlines: rs.goalDeadlines, weeklyDigest: rs.weeklyDigest, quietFrom: rs.quietFrom, quietTo: rs.quietTo })
    .from(users)
    .leftJoin(rs, eq(rs.userId, users.id))
    .where(and(gt(users.id, after), inArray(users.id, subscribed)))
    .orderBy(asc(users.id))
    .limit(BATCH);
  return rows.map((row) => ({
    userId: row.userId,
    timeZone: row.timeZone,
    reviewSettings: row.reviewSettings ?? null,
    settings: row.reviewsDue === null || row.goalDeadlines === null || row.weeklyDigest === null ? settingsOfRow(undefined) : settingsOfRow({ ...row, reviewsDue: row.reviewsDue, goalDeadlines: row.goalDeadlines, weeklyDigest: row.weeklyDigest }),
  }));
}

async function claimedToday(deps: AppDeps, userId: number, day: string): Promise<Set<string>> {
  const { reminderClaims: c } = deps.db.t;
  const rows = await deps.db.q.select({ kind: c.kind, ref: c.ref }).from(c).where(and(eq(c.userId, userId), eq(c.day, day)));
  return new Set(rows.map((r) => `${r.kind}:${r.ref}`));
}

/** Sends what is due for one learner now; answers how many notifications went out. */
async function remindLearner(deps: AppDeps, learner: Learner): Promise<number> {
  const { db, clock } = deps;
  const { userId, timeZone, settings } = learner;
  const now = clock.now();
  const minutes = localMinutes(now, timeZone);
  // Quiet hours hold reminders back; one still due when they end goes then (same day).
  if (isQuietAt(minutes, settings.quietFrom, settings.quietTo)) return 0;
  const today = dayKey(now, timeZone);
  const claimed = await claimedToday(deps, userId, today);
  const outgoing: ReminderPayload[] = [];

  if (settings.writeAt !== null && minutes >= minutesOf(settings.writeAt) && !claimed.has('write:')) {
    // Claimed even when they already wrote, so the check is made once a day.
    const wrote = await wroteToday(db, userId, timeZone, now);
    if ((await claim(deps, userId, 'write', today, '')) && !wrote) outgoing.push(writePayload());
  }
  const usualTime = minutesOf(settings.writeAt ?? DEFAULT_REMINDER_TIME);
  if (minutes >= usualTime) {
    // Today's due cards are known at the start of the day (new cards come due tomorrow), so one look a day is enough.
    if (settings.reviewsDue && !claimed.has('reviews:') && (await claim(deps, userId, 'reviews', today, ''))) {
      const due = await dueCardCount(db, userId, timeZone, learner.reviewSettings, now);
      if (due > 0) outgoing.push(reviewsPayload(due));
    }
    if (settings.goalDeadlines) {
      for (const goalId of await goalsDueTomorrow(db, userId, timeZone, now)) {
        if (!claimed.has(`goal:${goalId}`) && (await claim(deps, userId, 'goal', today, String(goalId)))) outgoing.push(goalPayload(goalId));
      }
    }
  }
  let sent = 0;
  for (const payload of outgoing) sent += (await sendToLearner(deps, userId, payload)).sent;
  return sent;
}

/** One pass over every subscribed learner. */
export async function runReminderTick(deps: AppDeps): Promise<TickResult> {
  const { db, clock } = deps;
  const result: TickResult = { learners: 0, sent: 0, mailed: 0 };
  const { reminderClaims: c } = db.t;
  const horizon = new Date(clock.now().getTime() - CLAIM_KEEP_MS).toISOString();
  await db.transaction(async (tx) => {
    await tx.q.delete(c).where(lt(c.claimedAt, horizon));
  });
  for (let after = 0; ; ) {
    const batch = await learnersAfter(deps, after);
    if (batch.length === 0) {
      result.mailed = await runDigestTick(deps);
      return result;
    }
    for (const learner of batch) {
      await nextTurn();
      try {
        result.sent += await remindLearner(deps, learner);
      } catch (error) {
        deps.logger.warn({ err: error, userId: learner.userId }, 'reminders for a learner failed; the next tick tries again');
      }
      result.learners += 1;
      after = learner.userId;
    }
  }
}

export interface ReminderScheduler {
  /** Resolves when a tick in progress has finished. */
  stop(): Promise<void>;
}

/** Ticks every REMINDER_TICK_MS; a tick never overlaps the previous one on this node. */
export function startReminderScheduler(deps: AppDeps): ReminderScheduler {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = runReminderTick(deps)
      .then(() => undefined)
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'the reminder tick failed; the next one tries again'))
      .finally(() => {
        running = null;
      });
  }, deps.env.REMINDER_TICK_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
