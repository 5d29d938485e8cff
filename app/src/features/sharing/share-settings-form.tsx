import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { FIELD_LIMITS, usernameSchema, type User } from '@learnlog/shared';
import { FormField } from '../../components/form-field';
import { isApiError } from '../../lib/api-client';
import { useSaveShareSettings } from './data/share-settings';

/** Username and bio. The server decides whether a username is free; its answer is shown on the field. */
export function ShareSettingsForm({ user, online }: { user: User; online: boolean }) {
  const bioId = useId();
  const save = useSaveShareSettings();
  const [username, setUsername] = useState(user.username ?? '');
  const [bio, setBio] = useState(user.sharePageBio ?? '');
  const [usernameError, setUsernameError] = useState<string | undefined>();

  const changed = username.trim().toLowerCase() !== (user.username ?? '') || bio.trim() !== (user.sharePageBio ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = usernameSchema.safeParse(username);
    if (!parsed.success) {
      setUsernameError(parsed.error.issues[0]?.message);
      return;
    }
    setUsernameError(undefined);
    save.mutate(
      { username: parsed.data, sharePageBio: bio.trim() || null },
      {
        onSuccess: () => toast.success('Settings updated'),
        onError: (error) => {
          const message = isApiError(error) ? (error.fieldErrors['username'] ?? (error.status === 409 ? error.serverMessage : undefined)) : undefined;
          setUsernameError(message);
          toast.error('Failed to update settings', isApiError(error) ? { description: error.serverMessage } : undefined);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <FormField
        label="Username"
        name="username"
        value={username}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={FIELD_LIMITS.username.max}
        onChange={(event) => setUsername(event.target.value)}
        error={usernameError}
        hint="Your page's address. Letters, numbers, dashes and underscores."
      />
      <div>
        <label htmlFor={bioId} className="mb-1.5 block text-sm font-medium">
          Bio
        </label>
        <textarea
          id={bioId}
          name="bio"
          rows={3}
          value={bio}
          maxLength={FIELD_LIMITS.bio}
          onChange={(event) => setBio(event.target.value)}
          placeholder="What are you learning? A line or two for your visitors."
          aria-describedby={`${bioId}-count`}
          className="input min-h-24 py-2.5"
        />
        <p id={`${bioId}-count`} className="mt-1.5 text-right text-xs text-ink-muted">
          {bio.length}/{FIELD_LIMITS.bio}
        </p>
      </div>
      <button type="submit" className="btn-primary" disabled={!online || !changed || save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Settings'}
      </button>
    </form>
  );
}
