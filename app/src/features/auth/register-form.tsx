import { useState, type FormEvent } from 'react';
import { FormField } from '../../components/form-field';
import { toFormErrors } from './auth-errors';
import { FormAlert } from './form-alert';
import { EmailField } from './email-field';
import { NewPasswordField } from './password/new-password-field';
import { useNewPassword } from './password/use-new-password';
import { useRegister } from './register';

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const register = useRegister();
  const errors = register.error ? toFormErrors(register.error) : { fields: {} };

  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const newPassword = useNewPassword({ email, firstName, lastName });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!newPassword.accept()) return;
    register.mutate(
      { email, password: newPassword.password, firstName: firstName.trim() || undefined, lastName: lastName.trim() || undefined },
      { onSuccess: onRegistered },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Create account">
      <FormAlert message={errors.form} />
      <div className="grid grid-cols-1 gap-4 min-[400px]:grid-cols-2">
        <FormField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
          error={errors.fields.firstName}
        />
        <FormField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
          error={errors.fields.lastName}
        />
      </div>
      <EmailField value={email} onChange={setEmail} error={errors.fields.email} />
      <NewPasswordField name="password" {...newPassword.field(errors.fields.password)} />
      <button type="submit" className="btn-primary w-full" disabled={register.isPending}>
        {register.isPending ? 'Creating account…' : 'Create account'}
      </button>
    </form>
  );
}
