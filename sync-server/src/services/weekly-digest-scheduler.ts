/**
 * The weekly digest's part of each reminder tick: with SMTP_URL set, each learner who turned the
 * digest on gets it on Monday in their zone, from writeAt (or 09:00) on. It is claimed like the
 * push reminders (kind 'digest', day: that Monday), so several nodes or a restart send it once;
 * a Monday the server was down all day is skipped. Quiet hours do not hold it: e-mail does not ring.
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import { DEFAULT_REMINDER_TIME, DIGEST_WEEKDAY, dayKey, localMinutes, minutesOf } from '@learnlog/shared';
import type { AppDeps } from '../deps';
import { nextTurn } from '../lib/next-turn';
import { unsubscribeToken } from './digest-unsubscribe';
import { createMailer, type Mailer } from './mailer.service';
import { claim } from './reminder-claims';
import { digestMail } from './weekly-digest-mail';
import { isEmptyDigest, weeklyDigestOf } from './weekly-digest.service';

const BATCH = 100;

const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

async function digestLearnersAfter(deps: AppDeps, after: number) {
  const { users, reminderSettings: rs } = deps.db.t;
  return deps.db.q
    .select({ userId: users.id, email: users.email, timeZone: users.timeZone, reviewSettings: users.reviewSettings, writeAt: rs.writeAt })
    .from(users)
    .innerJoin(rs, eq(rs.userId, users.id))
    .where(and(gt(users.id, after), eq(rs.weeklyDigest, true)))
    .orderBy(asc(users.id))
    .limit(BATCH);
}

async function claimedAlready(deps: AppDeps, userId: number, day: string): Promise<boolean> {
  const { reminderClaims: c } = deps.db.t;
  const rows = await deps.db.q
    .select({ day: c.day })
    .from(c)
    .where(and(eq(c.userId, userId), eq(c.kind, 'digest'), eq(c.day, day)))
    .limit(1);
  return rows.length > 0;
}

type DigestLearner = Awaited<ReturnType<typeof digestLearnersAfter>>[number];

/** True when this call sent the learner's digest. */
async function digestLearner(deps: AppDeps, mailer: Mailer, appUrl: string, learner: DigestLearner): Promise<boolean> {
  const now = deps.clock.now();
  const today = dayKey(now, learner.timeZone);
  if (weekdayOf(today) !== DIGEST_WEEKDAY) return false;
  if (localMinutes(now, learner.timeZone) < minutesOf(learner.writeAt ?? DEFAULT_REMINDER_TIME)) return false;
  // A read first, so the Monday's later ticks write nothing once the digest is claimed.
  if (await claimedAlready(deps, learner.userId, today)) return false;
  if (!(await claim(deps, learner.userId, 'digest', today, ''))) return false;
  // Claimed even in a week with nothing to say, so the week is looked at once.
  const digest = await weeklyDigestOf(deps.db, learner.userId, learner.timeZone, learner.reviewSettings ?? null, now);
  if (isEmptyDigest(digest)) return false;
  const token = await unsubscribeToken(deps.db, learner.userId, now);
  await mailer.send(digestMail(learner.email, digest, appUrl, `${appUrl}/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`));
  return true;
}

/** One pass over the learners with the digest on; answers how many digests went out. */
export async function runDigestTick(deps: AppDeps): Promise<number> {
  const mailer = createMailer(deps.env);
  if (!mailer || !deps.env.PUBLIC_URL) return 0;
  const appUrl = deps.env.PUBLIC_URL.replace(/\/+$/, '');
  let mailed = 0;
  for (let after = 0; ; ) {
    const batch = await digestLearnersAfter(deps, after);
    if (batch.length === 0) return mailed;
    for (const learner of batch) {
      await nextTurn();
      try {
        if (await digestLearner(deps, mailer, appUrl, learner)) mailed += 1;
      } catch (error) {
        deps.logger.warn({ err: error, userId: learner.userId }, 'the weekly digest for a learner failed');
      }
      after = learner.userId;
    }
  }
}
