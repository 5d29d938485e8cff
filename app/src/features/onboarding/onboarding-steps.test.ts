import { describe, expect, it } from 'vitest';
import { ONBOARDING, SOCIAL_FIELDS, type SocialField } from '@learnlog/shared';
import { ONBOARDING_STEPS, canContinue, clampStep, hasProfile, hasSocialField, stepsDone } from './onboarding-steps';
import { mayReturn, returnStep, showsBackToSetup } from './onboarding-visit';

type Socials = Record<SocialField, string | null>;
const noSocials = { ...(Object.fromEntries(SOCIAL_FIELDS.map((field) => [field, null])) as Socials), firstName: null, lastName: null, profileImageUrl: null };
const none = { resources: 0, goals: 0, entries: 0 };
const step = (id: string) => {
  const found = ONBOARDING_STEPS.find((s) => s.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('onboarding steps', () => {
  it('has the five spec steps, markers in order', () => {
    expect(ONBOARDING_STEPS).toHaveLength(ONBOARDING.steps);
    expect(ONBOARDING_STEPS.map((s) => s.marker)).toEqual(['Welcome', 'Resources', 'Profile', 'Goals', 'Journal']);
  });

  it('counts Welcome as done from the start and the rest once their records exist', () => {
    expect(stepsDone(noSocials, none)).toEqual({ welcome: true, resources: false, profile: false, goals: false, journal: false });
    expect(stepsDone(noSocials, { resources: 2, goals: 1, entries: 5 })).toMatchObject({ resources: true, goals: true, journal: true });
  });

  it('counts the profile done when any one social field is set, blanks ignored', () => {
    expect(hasSocialField({ ...noSocials, youtubeChannel: '@me' })).toBe(true);
    expect(hasSocialField({ ...noSocials, websiteUrl: '   ' })).toBe(false);
    for (const field of SOCIAL_FIELDS) expect(hasSocialField({ ...noSocials, [field]: 'x' })).toBe(true);
  });

  it('counts the profile done with a name or a picture too, the links being optional', () => {
    expect(hasProfile(noSocials)).toBe(false);
    expect(hasProfile({ ...noSocials, firstName: '  ' })).toBe(false);
    expect(hasProfile({ ...noSocials, firstName: 'Ada' })).toBe(true);
    expect(hasProfile({ ...noSocials, lastName: 'Lovelace' })).toBe(true);
    expect(hasProfile({ ...noSocials, profileImageUrl: 'data:image/jpeg;base64,AAAA' })).toBe(true);
    expect(hasProfile({ ...noSocials, githubHandle: 'ada' })).toBe(true);
    expect(stepsDone({ ...noSocials, firstName: 'Ada' }, none).profile).toBe(true);
  });

  it('lets the learner continue past a step only when it is done, except the skippable profile', () => {
    const fresh = stepsDone(noSocials, none);
    expect(canContinue(step('welcome'), fresh)).toBe(true);
    expect(canContinue(step('resources'), fresh)).toBe(false);
    expect(canContinue(step('profile'), fresh)).toBe(true);
    expect(canContinue(step('goals'), fresh)).toBe(false);
    expect(canContinue(step('journal'), fresh)).toBe(false);
    expect(canContinue(step('journal'), stepsDone(noSocials, { ...none, entries: 1 }))).toBe(true);
  });

  it('keeps step numbers within 1 to 5', () => {
    expect(clampStep(0)).toBe(1);
    expect(clampStep(9)).toBe(5);
    expect(clampStep(3)).toBe(3);
  });
});

describe('coming back from a step', () => {
  const away = { path: '/resources', step: 'resources' as const, arrived: true, covered: false, back: false };
  it('waits on the screen the step opened, even once the step is done', () => {
    expect(mayReturn(away, '/resources', false)).toBe(false);
    expect(mayReturn(away, '/resources', true)).toBe(false);
  });
  it('comes back on the dashboard, or elsewhere once the step is done', () => {
    expect(mayReturn(away, '/', false)).toBe(true);
    expect(mayReturn(away, '/goals', false)).toBe(false);
    expect(mayReturn(away, '/goals', true)).toBe(true);
  });
  it('does nothing until the learner has reached that screen', () => {
    expect(mayReturn({ ...away, arrived: false }, '/', true)).toBe(false);
  });
  it('comes back at once on "Back to setup", at the next step once this one is done', () => {
    expect(mayReturn({ ...away, back: true }, '/resources', false)).toBe(true);
    expect(returnStep(2, true)).toBe(3);
    expect(returnStep(2, false)).toBe(2);
  });
});

describe('"Back to setup"', () => {
  const away = { path: '/resources', step: 'resources' as const, arrived: true, covered: true, back: false };
  it("waits for the screen's own dialog to close, and for the learner to get there", () => {
    expect(showsBackToSetup(null, '/resources')).toBe(false);
    expect(showsBackToSetup({ ...away, arrived: false, covered: false }, '/')).toBe(false);
    expect(showsBackToSetup(away, '/resources')).toBe(false);
    expect(showsBackToSetup({ ...away, covered: false }, '/resources')).toBe(true);
  });
  it('follows the learner to other screens, and goes once pressed', () => {
    expect(showsBackToSetup(away, '/journal')).toBe(true);
    expect(showsBackToSetup({ ...away, covered: false, back: true }, '/resources')).toBe(false);
  });
});
