import { useId } from 'react';
import * as Switch from '@radix-ui/react-switch';
import { toast } from 'sonner';
import type { User } from '@learnlog/shared';
import { isApiError } from '../../lib/api-client';
import { useSaveShareSettings } from './data/share-settings';

/** The share page on/off switch: saved at once, as its own call. */
export function SharePageSwitch({ user, online }: { user: User; online: boolean }) {
  const id = useId();
  const save = useSaveShareSettings();
  const checked = save.isPending && save.variables.sharePageEnabled !== undefined ? save.variables.sharePageEnabled : user.sharePageEnabled;

  const toggle = (sharePageEnabled: boolean) =>
    save.mutate(
      { sharePageEnabled },
      {
        onSuccess: () => toast.success('Settings updated'),
        onError: (error) => toast.error(isApiError(error) ? error.serverMessage : 'Failed to update sharing settings.'),
      },
    );

  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor={id} className="font-semibold">
          Public share page
        </label>
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-ink-muted">
          {checked ? 'Your page is live: anyone with the link can read your public entries.' : 'Turn it on to publish a page with your public entries and links.'}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        disabled={!online || save.isPending}
        onCheckedChange={toggle}
        aria-describedby={`${id}-hint`}
        className="relative mt-0.5 inline-flex h-7 w-12 shrink-0 items-center rounded-full border border-line bg-surface-muted transition-colors disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:border-brand data-[state=checked]:bg-brand"
      >
        <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-6" />
      </Switch.Root>
    </div>
  );
}
