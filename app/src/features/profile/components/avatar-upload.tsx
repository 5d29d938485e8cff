import { useRef, useState, type ChangeEvent } from 'react';
import { Camera } from 'lucide-react';
import { toast } from 'sonner';
import type { User } from '@learnlog/shared';
import { avatarFileProblem } from '../data/avatar-image';
import { scaleAvatar } from '../data/scale-avatar';
import { useUpdateProfile } from '../data/use-update-profile';

const PROFILE_SAVE_FAILED = { title: 'Error', description: 'Failed to update profile' } as const;

/** The picture and its button: picks, checks, scales and saves it at once (accounts spec §5). */
export function AvatarUpload({ user, disabled }: { user: User; disabled: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const update = useUpdateProfile();
  const [preparing, setPreparing] = useState(false);
  const initial = (user.firstName || user.email).charAt(0).toUpperCase();
  const busy = preparing || update.isPending;

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // picking the same file again still fires a change
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    setPreparing(true);
    let dataUrl: string;
    try {
      dataUrl = await scaleAvatar(file);
    } catch {
      toast.error('Invalid file type', { description: 'Please select a valid image file' });
      return;
    } finally {
      setPreparing(false);
    }
    update.mutate(
      { profileImageUrl: dataUrl },
      {
        onSuccess: () => toast.success('Image uploaded', { description: 'Profile picture updated successfully' }),
        onError: () => toast.error(PROFILE_SAVE_FAILED.title, { description: PROFILE_SAVE_FAILED.description }),
      },
    );
  };

  return (
    <div className="flex items-center gap-4">
      {user.profileImageUrl ? (
        <img src={user.profileImageUrl} alt="Your profile picture" className="size-20 shrink-0 rounded-full object-cover ring-2 ring-line sm:size-24" data-testid="profile-picture" />
      ) : (
        <span aria-hidden="true" className="grid size-20 shrink-0 place-items-center rounded-full bg-brand-soft text-3xl font-semibold text-brand-ink sm:size-24">
          {initial}
        </span>
      )}
      <div>
        <input ref={input} type="file" accept="image/*" className="sr-only" tabIndex={-1} aria-hidden="true" onChange={(e) => void onPick(e)} data-testid="profile-picture-input" />
        <button type="button" className="btn-secondary" disabled={disabled || busy} onClick={() => input.current?.click()}>
          <Camera aria-hidden="true" className="size-4" />
          {busy ? 'Uploading...' : 'Upload Picture'}
        </button>
        <p className="mt-2 text-xs text-ink-muted">JPG, PNG or GIF (max 1MB)</p>
      </div>
    </div>
  );
}
