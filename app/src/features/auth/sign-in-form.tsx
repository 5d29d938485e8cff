import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormField } from '../../components/form-field';
import { EmailField } from './email-field';
import { toFormErrors } from './auth-errors';
import { FormAlert } from './form-alert';
import { useSignIn } from './sign-in';

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = useSignIn();
  const errors = signIn.error ? toFormErrors(signIn.error) : { fields: {} };

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate({ email, password }, { onSuccess: onSignedIn });
  };

  return (
    // noValidate: the server's messages are the ones the learner sees, in one place.
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Sign in">
      <FormAlert message={errors.form} />
      <EmailField value={email} onChange={setEmail} error={errors.fields.email} />
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.fields.password}
        required
      />
      <p className="-mt-1 text-right">
        <Link to="/forgot-password" className="rounded text-sm font-medium text-brand-ink hover:underline">
          Forgot password?
        </Link>
      </p>
      <button type="submit" className="btn-primary w-full" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
