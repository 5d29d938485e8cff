import { useId, type ChangeEvent } from 'react';
import type { PasswordVerdict } from '@learnlog/shared';
import { PasswordStrengthMeter } from './password-strength-meter';

interface NewPasswordFieldProps {
  label?: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  verdict: PasswordVerdict | null;
  /** The server's or the form's message for this field. */
  error?: string | undefined;
}

/** A new password with the live strength meter under it, both tied to the input for screen readers. */
export function NewPasswordField({ label = 'Password', name, value, onChange, verdict, error }: NewPasswordFieldProps) {
  const id = useId();
  const meterId = `${id}-meter`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="password"
        autoComplete="new-password"
        required
        className="input"
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : meterId}
      />
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <PasswordStrengthMeter id={meterId} password={value} verdict={verdict} showAdvice={!error} />
    </div>
  );
}
