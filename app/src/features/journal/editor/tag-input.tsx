/** Tags: typed and added on Enter or comma, removable, with popular suggestions (core spec 5, 9). */
import { useId, useState, type KeyboardEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { normalizeTags, parseTagInput } from '@learnlog/shared';

export interface TagInputProps {
  tags: string[];
  onChange: (tags: string[]) => void;
  suggestions: string[];
  /** A template's tags: offered first, never added on their own (the learner's five chips stay theirs). */
  templateTags?: string[];
}

export function TagInput({ tags, onChange, suggestions, templateTags = [] }: TagInputProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = (more: string[]) => onChange(normalizeTags([...tags, ...more]));

  const commit = () => {
    const typed = parseTagInput(draft);
    if (typed.length > 0) add(typed);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter must add the tag, not submit the whole entry.
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && draft === '' && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  };

  const taken = new Set(tags.map((t) => t.toLowerCase()));
  const fromTemplate = templateTags.filter((tag) => !taken.has(tag.toLowerCase()));
  const shown = new Set([...taken, ...fromTemplate.map((t) => t.toLowerCase())]);
  const offered = suggestions.filter((tag) => !shown.has(tag.toLowerCase()));

  const row = (label: string, list: string[]) =>
    list.length > 0 && (
      <div className="mt-2 flex flex-wrap items-center gap-1.5">
        <span className="text-xs text-ink-muted">{label}</span>
        {list.map((tag) => (
          <button
            key={tag}
            type="button"
            aria-label={`Add tag ${tag}`}
            onClick={() => add([tag])}
            className="inline-flex min-h-8 items-center gap-1 rounded-full border border-line px-2.5 text-xs font-medium text-ink-muted hover:border-brand-300 hover:text-brand-ink"
          >
            <Plus aria-hidden="true" className="size-3" />
            {tag}
          </button>
        ))}
      </div>
    );

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        Tags
      </label>
      <div className="flex min-h-11 flex-wrap items-center gap-1.5 rounded-xl border border-line bg-surface px-2 py-1.5 focus-within:border-brand-500">
        <ul className="contents" aria-label="Tags on this entry">
          {tags.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-brand-soft py-0.5 pr-1 pl-2.5 text-sm font-medium text-brand-ink">
              {tag}
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                onClick={() => onChange(tags.filter((t) => t !== tag))}
                className="grid size-6 place-items-center rounded-full hover:bg-brand-100 dark:hover:bg-brand-900"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
        <input
          id={id}
          value={draft}
          onChange={(event) => {
            const text = event.target.value;
            // A pasted "a, b, c" becomes tags at once; the part after the last comma stays typed.
            if (text.includes(',')) {
              const parts = text.split(',');
              add(parts.slice(0, -1));
              setDraft(parts.at(-1) ?? '');
            } else setDraft(text);
          }}
          onKeyDown={onKeyDown}
          onBlur={commit}
          placeholder={tags.length === 0 ? 'Add tags (Enter or comma)' : 'Add a tag'}
          enterKeyHint="enter"
          className="min-w-32 flex-1 bg-transparent px-1 py-1 text-base text-ink placeholder:text-ink-muted focus:outline-none"
        />
      </div>
      {row('From the template:', fromTemplate)}
      {row('Popular:', offered)}
    </div>
  );
}
