/**
 * What makes a password acceptable, one rule for the sign-up form's meter and for the server:
 * at least PASSWORD_RULES.minLength characters and a zxcvbn score of at least minScore (0 to 4:
 * how many guesses an attacker would need, from common passwords, words, names, dates,
 * keyboard patterns and the learner's own e-mail and name).
 *
 * The dictionaries are about 2 MB, so they are loaded only by `loadPasswordScorer()` (a dynamic
 * import): the app runs it in a Web Worker on the screens that set a password, the server in a
 * worker thread. zxcvbn can take seconds on long repetitive input, so it sees at most
 * ZXCVBN_OPTIONS.maxLength characters with few l33t substitutions; a password that long and
 * strong at the start is strong.
 */
import { FIELD_LIMITS } from '../constants';

export const PASSWORD_RULES = {
  minLength: FIELD_LIMITS.password.min,
  maxLength: FIELD_LIMITS.password.max,
  minScore: 3,
} as const;

export type PasswordScoreValue = 0 | 1 | 2 | 3 | 4;

/** The meter's words for scores 0 to 4. */
export const PASSWORD_STRENGTH_LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_RULES.minLength} characters`,
  tooWeak: 'This password is too easy to guess.',
  /** When zxcvbn has no suggestion of its own. */
  advice: 'Add another word or two that are not common.',
  hint: `At least ${PASSWORD_RULES.minLength} characters. A few unrelated words make a strong password.`,
} as const;

/** Bounds zxcvbn's work for any input (see above). */
export const ZXCVBN_OPTIONS = { maxLength: 64, l33tMaxSubstitutions: 5 } as const;

export interface PasswordScore {
  score: PasswordScoreValue;
  warning: string | null;
  suggestions: string[];
}

export type PasswordScorer = (password: string, userInputs: readonly string[]) => PasswordScore;

let loading: Promise<PasswordScorer> | undefined;

/** zxcvbn with the common and English dictionaries, loaded once. */
export function loadPasswordScorer(): Promise<PasswordScorer> {
  loading ??= (async () => {
    const [{ ZxcvbnFactory }, common, english] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    const zxcvbn = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...english.dictionary },
      graphs: common.adjacencyGraphs,
      translations: english.translations,
      ...ZXCVBN_OPTIONS,
    });
    return (password, userInputs) => {
      const result = zxcvbn.check(password, [...userInputs]);
      return { score: result.score, warning: result.feedback.warning, suggestions: result.feedback.suggestions };
    };
  })();
  return loading;
}

export interface PasswordVerdict {
  ok: boolean;
  score: PasswordScoreValue;
  label: (typeof PASSWORD_STRENGTH_LABELS)[number];
  /** Why it is not accepted, in words for the learner; absent when it is. */
  message?: string;
}

/** The rule itself: length first, then the score. */
export function judgePassword(password: string, scored: PasswordScore): PasswordVerdict {
  if (password.length < PASSWORD_RULES.minLength) {
    const score = Math.min(scored.score, 1) as PasswordScoreValue;
    return { ok: false, score, label: PASSWORD_STRENGTH_LABELS[score], message: PASSWORD_MESSAGES.tooShort };
  }
  const label = PASSWORD_STRENGTH_LABELS[scored.score];
  if (scored.score >= PASSWORD_RULES.minScore) return { ok: true, score: scored.score, label };
  const why = [PASSWORD_MESSAGES.tooWeak, scored.warning, scored.suggestions[0] ?? PASSWORD_MESSAGES.advice];
  return { ok: false, score: scored.score, label, message: why.filter(Boolean).join(' ') };
}

/** What a learner's password should not lean on: their e-mail, its name part, their names, the app. */
export function passwordUserInputs(person: { email?: string | null; firstName?: string | null; lastName?: string | null }): string[] {
  const email = person.email?.trim().toLowerCase() ?? '';
  const local = email.split('@')[0] ?? '';
  return [email, local, ...local.split(/[._+-]/), person.firstName ?? '', person.lastName ?? '', 'learnlog']
    .map((value) => value.trim())
    .filter((value) => value.length >= 3);
}
