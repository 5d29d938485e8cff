/**
 * Whether this tab's sync is writing pulled pages into a database. Work that can wait does: the
 * journal search's first build reads every entry and indexes it in a worker, CPU a fresh
 * device's first pull needs. Why: docs/decisions/007-batched-push.md
 */
import type { LearnLogDatabase } from './database';

interface Activity {
  pulls: number;
  settled: Promise<void>;
  settle: () => void;
}

const activities = new WeakMap<LearnLogDatabase, Activity>();

/** Runs a pull, marked as one for as long as it runs. */
export async function asPull<T>(db: LearnLogDatabase, run: () => Promise<T>): Promise<T> {
  let activity = activities.get(db);
  if (!activity) {
    let settle = () => undefined as void;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    activity = { pulls: 0, settled, settle };
    activities.set(db, activity);
  }
  activity.pulls += 1;
  try {
    return await run();
  } finally {
    activity.pulls -= 1;
    if (activity.pulls === 0) {
      activities.delete(db);
      activity.settle();
    }
  }
}

/** Resolves once no pull of this tab is running (at once when none is). */
export function pullsSettled(db: LearnLogDatabase): Promise<void> {
  return activities.get(db)?.settled ?? Promise.resolve();
}
