/**
 * Tags typed one by one: Enter or a comma adds what was typed (trimmed, empty and duplicate tags
 * ignored, core spec 5); leaving the field adds it too, so a typed tag is never silently lost.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { normalizeTags, parseTagInput } from '@learnlog/shared';

export function TagsInput({ tags, onChange, label = 'Tags' }: { tags: readonly string[]; onChange: (tags: string[]) => void; label?: string }) {
  const id = useId();
  const [draft, setDraft] = useState('');

  const commit = (text: string) => {
    const added = parseTagInput(text);
    if (added.length > 0) onChange(normalizeTags([...tags, ...added]));
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit(draft);
    } else if (event.key === 'Backspace' && draft === '' && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      {tags.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-1.5" aria-label={`${label} added`}>
          {tags.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-brand-soft py-0.5 pr-1 pl-2.5 text-xs font-medium text-brand-ink">
              {tag}
              <button
                type="button"
                className="grid size-5 place-items-center rounded-full hover:bg-brand-100/60"
                aria-label={`Remove tag ${tag}`}
                onClick={() => onChange(tags.filter((t) => t !== tag))}
              >
                <X aria-hidden="true" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        className="input"
        value={draft}
        placeholder="Type a tag, then Enter or comma"
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => commit(draft)}
      />
    </div>
  );
}
