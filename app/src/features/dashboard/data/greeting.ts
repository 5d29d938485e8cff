/** The dashboard greets the learner by first name, or 'there' when none is set (core spec 2). */
export function greetingName(firstName: string | null | undefined): string {
  return firstName?.trim() || 'there';
}

export const GREETING_PROMPT = 'Ready to continue your learning journey?';
