import type { User } from '@learnlog/shared';
import { AvatarUpload } from './avatar-upload';
import { NameForm } from './name-form';

/** The top of the profile: who the learner is, as the sidebar and the share page show them. */
export function NameAndPhoto({ user, disabled, focusKey }: { user: User; disabled: boolean; focusKey: string | null }) {
  return (
    <section aria-labelledby="name-photo-heading" className="card p-5 sm:p-6">
      <h2 id="name-photo-heading" className="text-lg font-semibold text-ink">
        Name and Picture
      </h2>
      <div className="mt-4 space-y-5">
        <AvatarUpload user={user} disabled={disabled} />
        <NameForm user={user} disabled={disabled} focusKey={focusKey} />
      </div>
    </section>
  );
}
