import { useId } from 'react';

/** A labelled multi-line field (key learning, questions). */
export function TextAreaField({ label, value, onChange, placeholder }: { label: string; value: string; onChange: (text: string) => void; placeholder?: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={2}
        placeholder={placeholder}
        className="input min-h-16 resize-y py-2.5"
      />
    </div>
  );
}
