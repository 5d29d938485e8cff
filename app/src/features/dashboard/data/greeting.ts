import { dayKey, type User } from '@learnlog/shared';

/** The dashboard greets the learner by first name, or 'there' when none is set (core spec 2). */
export function greetingName(firstName: string | null | undefined): string {
  return firstName?.trim() || 'there';
}

/**
 * 'Welcome, Ada!' on the day the account was made, 'Welcome back, Ada!' from the next day on
 * (calendar days in the learner's time zone): a new learner has not been here before.
 */
export function greeting(user: Pick<User, 'firstName' | 'createdAt' | 'timeZone'>, now: Date): string {
  const isNew = dayKey(user.createdAt, user.timeZone) === dayKey(now, user.timeZone);
  return `${isNew ? 'Welcome' : 'Welcome back'}, ${greetingName(user.firstName)}!`;
}

export const GREETING_PROMPT = 'Ready to continue your learning journey?';
