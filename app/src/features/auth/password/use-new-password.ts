/**
 * A form's new password: its value, the live verdict of the shared rule, and the field's error.
 *
 *   const newPassword = useNewPassword({ email });
 *   <NewPasswordField name="password" {...newPassword.field(serverError)} />
 *   if (!newPassword.accept()) return;   // on submit: the rule's reason shows on the field
 */
import { useState } from 'react';
import { usePasswordStrength } from './use-password-strength';

export function useNewPassword(person: { email?: string; firstName?: string; lastName?: string }) {
  const [password, setPassword] = useState('');
  const { verdict } = usePasswordStrength(password, person);
  const [refused, setRefused] = useState<string | undefined>();

  return {
    password,
    clear: () => setPassword(''),
    /** False when the rule already refuses the password (a round trip saved); its reason then shows. */
    accept(): boolean {
      const reason = verdict && !verdict.ok ? verdict.message : undefined;
      setRefused(reason);
      return reason === undefined;
    },
    field: (error?: string) => ({
      value: password,
      onChange: (value: string) => {
        setPassword(value);
        setRefused(undefined);
      },
      verdict,
      error: refused ?? error,
    }),
  };
}
