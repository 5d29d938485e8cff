/** A checkbox list of the learner's resources or entries, for linking them to a plan. */
import { useId } from 'react';

interface LinkPickerProps {
  legend: string;
  options: { id: number; label: string }[];
  selected: number[];
  onChange: (ids: number[]) => void;
  emptyText: string;
}

export function LinkPicker({ legend, options, selected, onChange, emptyText }: LinkPickerProps) {
  const id = useId();
  const chosen = new Set(selected);
  const toggle = (optionId: number) => onChange(chosen.has(optionId) ? selected.filter((s) => s !== optionId) : [...selected, optionId]);
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-ink">{legend}</legend>
      {options.length === 0 ? (
        <p className="text-sm text-ink-muted">{emptyText}</p>
      ) : (
        <ul className="max-h-40 space-y-1 overflow-y-auto rounded-xl border border-line p-2">
          {options.map((option) => (
            <li key={option.id}>
              <label htmlFor={`${id}-${option.id}`} className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm text-ink hover:bg-surface-muted">
                <input
                  id={`${id}-${option.id}`}
                  type="checkbox"
                  className="size-4 accent-brand-600"
                  checked={chosen.has(option.id)}
                  onChange={() => toggle(option.id)}
                />
                <span className="truncate">{option.label}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
