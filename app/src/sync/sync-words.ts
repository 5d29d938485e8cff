/**
 * What sync says to the learner, in one place: the notices (toasts) of what happened, the marks
 * on records, and the panel's explanations. Pages and the service worker share these words.
 */
import type { SyncNotice } from '../db/sync-rows';
import { DAILY_LIMIT_MARK } from './outbox';
import type { SyncEvent } from './sync-events';

export const SYNC_WORDS = {
  authPaused: 'Your session has ended. Sign in again to sync: every change is kept on this device until then.',
  updateRequired: 'Update available: this version of LearnLog is too old for the server. Your changes wait on this device until you update.',
  planRefused: 'Nothing is lost: it is kept on this device and sent by itself after an upgrade.',
  dailyLimitRefused: 'Nothing is lost: it is kept on this device and sent by itself on a later day, or at once after an upgrade.',
  planPanel: 'Nothing is lost: these changes are kept on this device and go out by themselves after an upgrade (or, for a daily limit, on a later day).',
} as const;

/** A save made while the browser has no network: it is on the device only, for now (issue 36). */
export const SAVED_ON_DEVICE = 'Saved on this device — it will sync when you’re online.';

/** Whether a save just made stays on the device for now: the browser says it has no network. */
export function savedOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** The mark of a change the server refused (decisions: "Not synced: {message}"). */
export function notSyncedText(message: string): string {
  return `Not synced: ${message}`;
}

/** The mark of a change the learner's plan does not allow yet: kept, not broken. */
export function keptForPlanText(message: string): string {
  return `Kept on this device: ${message}`;
}

export function restoredMessage(noun: string): string {
  return `Restored: this ${noun} was deleted on another device`;
}

/** `sameDevice`: the other version came from another tab of this device, not another device. */
export function conflictCopyMessage(noun: string, copyTitle: string, sameDevice: boolean): string {
  const where = sameDevice ? 'also changed in another tab on this device' : 'changed on another device';
  return `This ${noun} was ${where}. Your version was saved as “${copyTitle}”.`;
}

export function noticeOf(event: Exclude<SyncEvent, { type: 'status' }>): SyncNotice {
  switch (event.type) {
    case 'conflict-copy':
      return { kind: 'conflict-copy', title: 'Conflict copy saved', description: event.message, error: false };
    case 'restored':
      return { kind: 'restored', title: event.message, error: false };
    case 'failed':
      return event.plan
        ? { kind: 'plan-refused', title: keptForPlanText(event.message), description: event.message === DAILY_LIMIT_MARK ? SYNC_WORDS.dailyLimitRefused : SYNC_WORDS.planRefused, error: false }
        : { kind: 'failed', title: notSyncedText(event.message), error: true };
    case 'auth-required':
      return { kind: 'auth-required', title: 'Sign in again to sync', description: SYNC_WORDS.authPaused, error: true };
    case 'update-required':
      return { kind: 'update-required', title: 'Update available', description: event.message, error: true };
  }
}
