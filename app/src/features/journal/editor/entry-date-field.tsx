/**
 * When the entry happened: date and time, now by default, never in the future. Last night's
 * notes written this morning go on last night's day (journal, streaks, calendar).
 */
import { useState } from 'react';
import { toLocalDateTime } from './entry-form';

export interface EntryDateFieldProps {
  id: string;
  /** '' = now (a new entry the learner has not dated). */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

export function EntryDateField({ id, value, onChange, error }: EntryDateFieldProps) {
  // The latest minute offered: when the editor opened (a save checks against the save's now).
  const [now] = useState(() => toLocalDateTime(new Date()));
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        Date
      </label>
      <input
        id={id}
        type="datetime-local"
        className="input"
        value={value || now}
        max={now}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
