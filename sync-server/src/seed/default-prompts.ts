/** The writing prompts every learner with the prompt picker sees (journal_prompts, isDefault). */
export interface SeedPrompt {
  title: string;
  prompt: string;
}

export const DEFAULT_PROMPTS: readonly SeedPrompt[] = [
  {
    title: 'Explain it simply',
    prompt: 'Pick one thing you learned today and explain it in plain words, as if to a curious friend. Where did you have to stop and think?',
  },
  {
    title: 'What surprised you?',
    prompt: 'What did you learn recently that you did not expect? What had you believed before, and what do you believe now?',
  },
  {
    title: 'Connect the dots',
    prompt: 'How does today\'s learning connect to something you already knew? Does it support it, extend it or contradict it?',
  },
  {
    title: 'Still confusing',
    prompt: 'What part of your current topic is still unclear? Write the most precise question you can, and one place you could look for the answer.',
  },
  {
    title: 'Use it this week',
    prompt: 'Where could you use what you learned in the next seven days? Describe the situation and the first step.',
  },
  {
    title: 'Mistake of the day',
    prompt: 'What mistake did you make while learning today, and what did it teach you that getting it right would not have?',
  },
  {
    title: 'Teach it back',
    prompt: 'Imagine teaching today\'s topic in five minutes. What would you say first, which example would you use, and what question would you expect?',
  },
  {
    title: 'Energy check',
    prompt: 'When did learning feel easy today, and when did it feel like a struggle? What was different between those moments?',
  },
  {
    title: 'One year from now',
    prompt: 'Why does this skill or subject matter to you? Describe what you want to be able to do with it one year from now.',
  },
  {
    title: 'Small win',
    prompt: 'Write down one small learning win from today, however minor. What made it possible, and how can you repeat it tomorrow?',
  },
];
