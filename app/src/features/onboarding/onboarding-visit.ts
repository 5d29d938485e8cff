/**
 * Where the learner is in the dialog, kept outside React for the page's life: a step's button
 * (Add Resource...) sends the learner to another screen, and the dialog must know, when they
 * come back, which step sent them and where. A reload starts again at step 1, as the spec's
 * "opens after load".
 */
import type { StepId } from './onboarding-steps';

export interface AwayOnStep {
  /** The screen the step's button opened. */
  path: string;
  step: StepId;
  /** Whether that screen has been reached (until then the learner is still where they were). */
  arrived: boolean;
}

export const onboardingVisit = {
  step: 1,
  /** Set while the learner is off doing a step: the dialog stays closed until they are done or home. */
  away: null as AwayOnStep | null,
  /** Completed or skipped in this page's life (the synced flag may still be on its way). */
  finished: false,
};

/**
 * Whether the dialog may come back: the learner returned to the dashboard, or did the step and
 * moved on from the screen it sent them to (it never covers that screen).
 */
export function mayReturn(away: AwayOnStep, pathname: string, stepDone: boolean): boolean {
  // Still on the way there (the screen's code may be loading): nothing to come back from yet.
  if (!away.arrived) return false;
  if (pathname === '/' && away.path !== '/') return true;
  return stepDone && pathname !== away.path;
}
