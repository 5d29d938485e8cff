/** /reset-password#token=…: the page a reset link opens, where the learner chooses a new password. */
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CircleCheck } from 'lucide-react';
import { AuthShell } from '../auth-shell';
import { toFormErrors } from '../auth-errors';
import { FormAlert } from '../form-alert';
import { NewPasswordField } from './new-password-field';
import { resetTokenFromHash, useResetPassword } from './password-api';
import { useNewPassword } from './use-new-password';

export default function ResetPasswordPage() {
  const { hash } = useLocation();
  const [token] = useState(() => resetTokenFromHash(hash));
  const reset = useResetPassword();
  const newPassword = useNewPassword({});
  const errors = reset.error ? toFormErrors(reset.error) : { fields: {} };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!token || !newPassword.accept()) return;
    reset.mutate({ token, password: newPassword.password });
  };

  if (reset.isSuccess) {
    return (
      <AuthShell title="Password changed">
        <CircleCheck aria-hidden="true" className="size-10 text-emerald-600" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight">Password changed</h1>
        <p role="status" className="mt-2 text-ink-muted">
          {reset.data.message} Every device that was signed in has been signed out.
        </p>
        <Link to="/login" className="btn-primary mt-6 w-full">
          Sign in
        </Link>
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Choose a new password">
      <h1 className="text-2xl font-bold tracking-tight">Choose a new password</h1>
      {!token ? (
        <>
          <p role="alert" className="mt-2 text-ink-muted">
            This reset link is incomplete. Open the link from your e-mail again, or ask for a new one.
          </p>
          <Link to="/forgot-password" className="btn-primary mt-6 w-full">
            Ask for a new link
          </Link>
        </>
      ) : (
        <form noValidate onSubmit={submit} className="mt-6 space-y-4" aria-label="Choose a new password">
          <FormAlert message={errors.form} />
          <NewPasswordField label="New password" name="password" {...newPassword.field(errors.fields.password)} />
          <button type="submit" className="btn-primary w-full" disabled={reset.isPending}>
            {reset.isPending ? 'Saving…' : 'Save new password'}
          </button>
          {errors.form && (
            <p className="text-center text-sm">
              <Link to="/forgot-password" className="rounded font-medium text-brand-ink hover:underline">
                Ask for a new link
              </Link>
            </p>
          )}
        </form>
      )}
    </AuthShell>
  );
}
