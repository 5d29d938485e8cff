import type { FormEvent } from 'react';
import { FIELD_LIMITS, SOCIAL_FIELDS } from '@learnlog/shared';
import { FormField } from '../../../components/form-field';
import { NETWORKS, type SocialValues } from '../data/social-networks';

interface SocialFieldsFormProps {
  values: SocialValues;
  onChange: (values: SocialValues) => void;
  onSave: () => void;
  saving: boolean;
  disabled: boolean;
}

/** The seven social fields of the decisions: free text, no validation (accounts spec §5). */
export function SocialFieldsForm({ values, onChange, onSave, saving, disabled }: SocialFieldsFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  return (
    <form onSubmit={submit} aria-labelledby="social-heading" className="card p-5 sm:p-6">
      <h2 id="social-heading" className="text-lg font-semibold text-ink">
        Social Media <span className="text-sm font-normal text-ink-muted">(optional)</span>
      </h2>
      <p className="mt-1 text-sm text-ink-muted">Your public share page links every profile you add here.</p>
      <fieldset disabled={disabled} className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2">
        {SOCIAL_FIELDS.map((field) => (
          <FormField
            key={field}
            label={NETWORKS[field].label}
            name={field}
            value={values[field]}
            placeholder={NETWORKS[field].placeholder}
            maxLength={FIELD_LIMITS.handle}
            autoComplete="off"
            onChange={(event) => onChange({ ...values, [field]: event.target.value })}
          />
        ))}
      </fieldset>
      <div className="mt-6 flex justify-end">
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={disabled || saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}
