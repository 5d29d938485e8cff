/**
 * Where the learner is in the dialog, kept outside React for the page's life: a step's button
 * (Add Resource...) sends the learner to another screen, and the dialog must know, when they
 * come back, which step sent them and where. A reload starts again at step 1, as the spec's
 * "opens after load". The dialog, the screens a step opens and the "Back to setup" banner all
 * read it, so it is a small store they subscribe to.
 */
import { useSyncExternalStore } from 'react';
import type { StepId } from './onboarding-steps';

export interface AwayOnStep {
  /** The screen the step's button opened. */
  path: string;
  step: StepId;
  /** Whether that screen has been reached (until then the learner is still where they were). */
  arrived: boolean;
  /** That screen's own dialog (Add Resource, Create Goal) is open over it: no banner yet. */
  covered: boolean;
  /** The learner pressed "Back to setup". */
  back: boolean;
}

export interface OnboardingVisit {
  step: number;
  /** Set while the learner is off doing a step: the dialog stays closed until they are done or home. */
  away: AwayOnStep | null;
  /** Completed or skipped in this page's life (the synced flag may still be on its way). */
  finished: boolean;
}

let visit: OnboardingVisit = { step: 1, away: null, finished: false };
const listeners = new Set<() => void>();

export function getVisit(): OnboardingVisit {
  return visit;
}

export function changeVisit(patch: Partial<OnboardingVisit>): void {
  visit = { ...visit, ...patch };
  for (const listener of listeners) listener();
}

/** Changes the away record, if the learner is away on `step` (any step without one). */
export function changeAway(patch: Partial<AwayOnStep>, step?: StepId): void {
  if (!visit.away || (step && visit.away.step !== step)) return;
  changeVisit({ away: { ...visit.away, ...patch } });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useVisit(): OnboardingVisit {
  return useSyncExternalStore(subscribe, getVisit, getVisit);
}

/**
 * Whether the dialog may come back: the learner asked to ("Back to setup"), returned to the
 * dashboard, or did the step and moved on from the screen it sent them to (it never covers that
 * screen by itself).
 */
export function mayReturn(away: AwayOnStep, pathname: string, stepDone: boolean): boolean {
  if (away.back) return true;
  // Still on the way there (the screen's code may be loading): nothing to come back from yet.
  if (!away.arrived) return false;
  if (pathname === '/' && away.path !== '/') return true;
  return stepDone && pathname !== away.path;
}

/** "Back to setup" shows once the learner is there and the screen's own dialog has closed. */
export function showsBackToSetup(away: AwayOnStep | null, pathname: string): boolean {
  if (!away?.arrived || away.back) return false;
  return !(away.covered && pathname === away.path);
}

/** The step the dialog shows when the learner comes back: the next one once this one is done. */
export function returnStep(step: number, stepDone: boolean): number {
  return stepDone ? step + 1 : step;
}
