/** Profile: "Change password" (current one required; every other device is signed out after). */
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useSignedInUser } from '../current-user';
import { FormField } from '../../../components/form-field';
import { toFormErrors } from '../auth-errors';
import { FormAlert } from '../form-alert';
import { NewPasswordField } from '../password/new-password-field';
import { useNewPassword } from '../password/use-new-password';
import { useChangePassword } from './account-security-api';

function signedOutText(count: number): string {
  if (count === 0) return 'No other device was signed in.';
  return count === 1 ? 'Your other device has been signed out.' : `Your ${count} other devices have been signed out.`;
}

export function ChangePasswordSection({ online }: { online: boolean }) {
  const user = useSignedInUser();
  const change = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const newPassword = useNewPassword({ email: user.email, firstName: user.firstName ?? '', lastName: user.lastName ?? '' });
  const errors = change.error ? toFormErrors(change.error) : { fields: {} };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!newPassword.accept()) return;
    change.mutate(
      { currentPassword, newPassword: newPassword.password },
      {
        onSuccess: ({ signedOutDevices }) => {
          setCurrentPassword('');
          newPassword.clear();
          toast.success('Password changed', { description: signedOutText(signedOutDevices) });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="change-password-heading" className="card p-5 sm:p-6">
      <h2 id="change-password-heading" className="text-lg font-semibold text-ink">
        Change password
      </h2>
      <p className="mt-1 text-sm text-ink-muted">After the change, every other device you are signed in on is signed out.</p>
      <fieldset disabled={!online} className="mt-5 max-w-md space-y-4">
        <FormAlert message={errors.form} />
        <FormField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
          error={errors.fields.currentPassword}
          required
        />
        <NewPasswordField label="New password" name="newPassword" {...newPassword.field(errors.fields.newPassword)} />
      </fieldset>
      <div className="mt-6 flex justify-end">
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={!online || change.isPending}>
          {change.isPending ? 'Changing…' : 'Change password'}
        </button>
      </div>
    </form>
  );
}
