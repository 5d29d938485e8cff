/**
 * The five onboarding steps and when each counts as done (core spec 4): Welcome always;
 * Resources, Goals and Journal once one exists; Profile once the learner has a name, a picture or
 * any social field (docs/decisions.md). Profile is the one step a learner may continue past
 * without doing it.
 */
import { ONBOARDING, SOCIAL_FIELDS, type User } from '@learnlog/shared';
import type { OnboardingProgress } from './data/onboarding-progress';

export type StepId = 'welcome' | 'resources' | 'profile' | 'goals' | 'journal';

export interface OnboardingStep {
  id: StepId;
  /** The marker's label in the row of five. */
  marker: string;
  title: string;
  /** The line under the title (the dialog's description). */
  intro: string;
  skippable: boolean;
}

export const ONBOARDING_STEPS: readonly OnboardingStep[] = [
  {
    id: 'welcome',
    marker: 'Welcome',
    title: 'Welcome to LearnLog!',
    intro: "Let's set up your learning journal. It takes about two minutes, and you can skip it at any time.",
    skippable: false,
  },
  {
    id: 'resources',
    marker: 'Resources',
    title: 'Add Your First Learning Resource',
    intro: 'Add a book, course, video or article you are learning from, so your entries can point back to it.',
    skippable: false,
  },
  {
    id: 'profile',
    marker: 'Profile',
    title: 'Complete Your Profile',
    intro: 'Add your name and a picture, so your share page is recognisably yours. Social links are optional, and so is this step.',
    skippable: true,
  },
  {
    id: 'goals',
    marker: 'Goals',
    title: 'Set Your First Learning Goal',
    intro: 'A goal gives your learning a direction, and your entries can move it forward.',
    skippable: false,
  },
  {
    id: 'journal',
    marker: 'Journal',
    title: 'Create Your First Journal Entry',
    intro: 'Write down something you learned today. A few lines are enough to start your streak.',
    skippable: false,
  },
];

export const STEP_COUNT = ONBOARDING.steps;

export function hasSocialField(user: Pick<User, (typeof SOCIAL_FIELDS)[number]>): boolean {
  return SOCIAL_FIELDS.some((field) => Boolean(user[field]?.trim()));
}

/** What the profile step reads of the learner. */
export type ProfileFields = Pick<User, (typeof SOCIAL_FIELDS)[number] | 'firstName' | 'lastName' | 'profileImageUrl'>;

/** The step asks for a name and a picture first; any one of those, or any social link, does it. */
export function hasProfile(user: ProfileFields): boolean {
  return Boolean(user.firstName?.trim() || user.lastName?.trim() || user.profileImageUrl) || hasSocialField(user);
}

export type Counts = Record<keyof OnboardingProgress, number>;

/** Which steps are done, in step order. */
export function stepsDone(user: ProfileFields, counts: Counts): Record<StepId, boolean> {
  return {
    welcome: true,
    resources: counts.resources > 0,
    profile: hasProfile(user),
    goals: counts.goals > 0,
    journal: counts.entries > 0,
  };
}

/** Continue (and Complete Setup) is enabled once the step is done, or when it may be skipped. */
export function canContinue(step: OnboardingStep, done: Record<StepId, boolean>): boolean {
  return done[step.id] || step.skippable;
}

/** 1-based step number kept within 1..5. */
export function clampStep(step: number): number {
  return Math.min(Math.max(Math.round(step), 1), STEP_COUNT);
}
