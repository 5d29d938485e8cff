import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { FIELD_LIMITS, type User } from '@learnlog/shared';
import { FormField } from '../../../components/form-field';
import { useUpdateProfile } from '../data/use-update-profile';

interface NameFormProps {
  user: User;
  disabled: boolean;
  /** A new value each time the setup's profile step opens the screen: the first field takes the focus. */
  focusKey: string | null;
}

/** First and last name, saved on their own ("Save Name"), apart from the social links' Save Changes. */
export function NameForm({ user, disabled, focusKey }: NameFormProps) {
  const update = useUpdateProfile();
  const first = useRef<HTMLInputElement>(null);
  // The setup's "Update Profile" lands here: typing can start at once.
  useEffect(() => {
    if (focusKey !== null) first.current?.focus();
  }, [focusKey]);
  const [firstName, setFirstName] = useState(user.firstName ?? '');
  const [lastName, setLastName] = useState(user.lastName ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { firstName, lastName },
      {
        onSuccess: (saved) => {
          setFirstName(saved.firstName ?? '');
          setLastName(saved.lastName ?? '');
          toast.success('Profile updated successfully');
        },
        onError: () => toast.error('Error', { description: 'Failed to update profile' }),
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label="Your name">
      <fieldset disabled={disabled} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField
          label="First name"
          name="firstName"
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
          maxLength={FIELD_LIMITS.name}
          autoComplete="given-name"
          ref={first}
        />
        <FormField
          label="Last name"
          name="lastName"
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
          maxLength={FIELD_LIMITS.name}
          autoComplete="family-name"
        />
      </fieldset>
      <div className="mt-4 flex justify-end">
        <button type="submit" className="btn-secondary w-full sm:w-auto" disabled={disabled || update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Name'}
        </button>
      </div>
    </form>
  );
}
