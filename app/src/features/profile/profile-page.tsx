/**
 * /profile (accounts spec, Profile settings): name and picture first, then the optional social
 * fields. Online only: the profile lives on the server, so offline the screen shows it and says
 * saving waits.
 */
import { useState } from 'react';
import { WifiOff } from 'lucide-react';
import { toast } from 'sonner';
import { AccountSecurity, useSignedInUser } from '../auth';
import { useOnline } from '../../sync/use-sync-state';
import { NameAndPhoto } from './components/name-and-photo';
import { ConnectedNetworks } from './components/connected-networks';
import { SocialFieldsForm } from './components/social-fields-form';
import { socialValuesOf, type SocialValues } from './data/social-networks';
import { useUpdateProfile } from './data/use-update-profile';
import { YourDataSection } from '../your-data';
import { RemindersSection } from '../reminders';
import { useSetupArrival } from '../onboarding';

export default function ProfilePage() {
  const user = useSignedInUser();
  const online = useOnline();
  const update = useUpdateProfile();
  const [values, setValues] = useState<SocialValues>(() => socialValuesOf(user));
  const setup = useSetupArrival('profile');

  const save = () =>
    update.mutate(values, {
      onSuccess: (saved) => {
        setValues(socialValuesOf(saved));
        toast.success('Profile updated successfully');
      },
      onError: () => toast.error('Error', { description: 'Failed to update profile' }),
    });

  return (
    <section className="mx-auto w-full max-w-3xl space-y-6">
      <title>Profile Settings · LearnLog</title>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Profile Settings</h1>
        <p className="mt-2 text-ink-muted">Your name, your picture and the places people can find you.</p>
      </header>
      {!online && (
        <p role="status" className="flex items-center gap-2 rounded-xl border border-line bg-surface-muted px-4 py-3 text-sm text-ink-muted">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          Profile changes need a connection. Reconnect to upload a picture or save your name and links.
        </p>
      )}
      <NameAndPhoto user={user} disabled={!online} focusKey={setup.arrival} />
      <SocialFieldsForm values={values} onChange={setValues} onSave={save} saving={update.isPending} disabled={!online} />
      <ConnectedNetworks values={values} />
      <RemindersSection />
      <AccountSecurity />
      <YourDataSection />
    </section>
  );
}
