/**
 * Shows sync's notices as toasts (the shell's sonner <Toaster>): a conflict copy was saved, a
 * record was restored, a change was refused or waits for the plan, sign-in or an update is
 * needed. Each that needs the learner carries its way forward. Render once inside <SyncProvider>.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import type { SyncNotice } from '../../db/sync-rows';
import { useSyncNotices } from '../../sync/use-sync-state';

export interface SyncNoticeActions {
  /** The session ended: the shell's way to its sign-in form. */
  onSignIn: () => void;
}

export function SyncNoticeToasts({ onSignIn }: SyncNoticeActions) {
  const navigate = useNavigate();
  const show = useCallback(
    (notice: SyncNotice) => {
      const action =
        notice.kind === 'auth-required'
          ? { label: 'Sign in', onClick: onSignIn }
          : notice.kind === 'plan-refused'
            ? { label: 'See plans', onClick: () => void navigate('/pricing') }
            : undefined;
      // One "sign in" or "update" toast at a time, however often it is raised.
      const once = notice.kind === 'auth-required' || notice.kind === 'update-required' ? { id: notice.kind } : {};
      const options = { description: notice.description, ...(action ? { action } : {}), ...once };
      if (notice.error) toast.error(notice.title, options);
      else toast(notice.title, options);
    },
    [navigate, onSignIn],
  );
  useSyncNotices(show);
  return null;
}
