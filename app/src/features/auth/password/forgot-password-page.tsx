/**
 * /forgot-password: asks for the e-mail and says the same thing whether or not it has an account.
 * Without e-mail set up on the server, it says to ask the administrator for a link.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { MailCheck, ShieldQuestion } from 'lucide-react';
import { PageLoader } from '../../../components/page-loader';
import { AuthShell } from '../auth-shell';
import { EmailField } from '../email-field';
import { toFormErrors } from '../auth-errors';
import { FormAlert } from '../form-alert';
import { useForgotPassword, useResetByEmail } from './password-api';

const BACK = (
  <Link to="/login" className="btn-secondary mt-6 w-full">
    Back to sign in
  </Link>
);

export default function ForgotPasswordPage() {
  const byEmail = useResetByEmail();
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const errors = forgot.error ? toFormErrors(forgot.error) : { fields: {} };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    forgot.mutate({ email });
  };

  let body;
  if (byEmail.isPending) body = <PageLoader label="Loading…" />;
  else if (byEmail.data === false) {
    body = (
      <>
        <ShieldQuestion aria-hidden="true" className="size-10 text-brand-ink" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight">Forgot your password?</h1>
        <p className="mt-2 text-ink-muted">
          This LearnLog server cannot send e-mail, so it cannot mail you a reset link. Ask your LearnLog administrator: they can make a
          one-time reset link for you in the Admin Panel.
        </p>
        {BACK}
      </>
    );
  } else if (forgot.isSuccess) {
    body = (
      <>
        <MailCheck aria-hidden="true" className="size-10 text-brand-ink" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight">Check your e-mail</h1>
        <p role="status" className="mt-2 text-ink-muted">
          {forgot.data.message}
        </p>
        <p className="mt-2 text-sm text-ink-muted">Nothing there after a few minutes? Look in your spam folder, or ask again.</p>
        {BACK}
      </>
    );
  } else {
    body = (
      <>
        <h1 className="text-2xl font-bold tracking-tight">Forgot your password?</h1>
        <p className="mt-1 text-sm text-ink-muted">Enter the e-mail you signed up with and we will send you a link to choose a new password.</p>
        <form noValidate onSubmit={submit} className="mt-6 space-y-4" aria-label="Reset password">
          <FormAlert message={errors.form} />
          <EmailField value={email} onChange={setEmail} error={errors.fields.email} />
          <button type="submit" className="btn-primary w-full" disabled={forgot.isPending}>
            {forgot.isPending ? 'Sending…' : 'Send reset link'}
          </button>
        </form>
        <p className="mt-4 text-center text-sm">
          <Link to="/login" className="rounded font-medium text-brand-ink hover:underline">
            Back to sign in
          </Link>
        </p>
      </>
    );
  }
  return <AuthShell title="Forgot password">{body}</AuthShell>;
}
