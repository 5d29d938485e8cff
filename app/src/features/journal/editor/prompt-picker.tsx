/**
 * The writing-prompt picker (core spec 6): lifetime access only, and only when prompts exist.
 * Picking one starts the entry from it without overwriting what the learner already wrote.
 */
import { Sparkles } from 'lucide-react';
import type { JournalPrompt } from '@learnlog/shared';

export function PromptPicker({ prompts, onPick }: { prompts: JournalPrompt[]; onPick: (prompt: JournalPrompt) => void }) {
  if (prompts.length === 0) return null;
  return (
    <section aria-labelledby="writing-prompts-heading" className="rounded-xl border border-amber-200 bg-amber-50/60 p-3 dark:border-amber-900 dark:bg-amber-950/30">
      <div className="mb-2 flex items-center gap-2">
        <Sparkles aria-hidden="true" className="size-4 text-amber-600 dark:text-amber-400" />
        <h3 id="writing-prompts-heading" className="text-sm font-semibold text-ink">
          Writing Prompts
        </h3>
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800 dark:bg-amber-900 dark:text-amber-200">Premium Feature</span>
      </div>
      <div className="flex gap-2 overflow-x-auto pb-1">
        {prompts.map((prompt) => (
          <button
            key={prompt.id}
            type="button"
            title={prompt.prompt}
            onClick={() => onPick(prompt)}
            className="min-h-9 shrink-0 rounded-full border border-amber-300 bg-surface px-3 text-sm text-ink hover:bg-amber-100 dark:border-amber-800 dark:hover:bg-amber-900/50"
          >
            {prompt.title}
          </button>
        ))}
      </div>
    </section>
  );
}

/** The values after picking a prompt: the title if empty, the prompt text above the content. */
export function withPrompt(values: { title: string; content: string }, prompt: JournalPrompt): { title: string; content: string } {
  return {
    title: values.title.trim() ? values.title : prompt.title,
    content: values.content.includes(prompt.prompt) ? values.content : `> ${prompt.prompt}\n\n${values.content}`,
  };
}
