import { FormField } from '../../components/form-field';

/** The e-mail input of the sign-in, sign-up and forgot-password forms. */
export function EmailField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string | undefined }) {
  return (
    <FormField
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      required
    />
  );
}
