/**
 * Turns the sync engine's news into toasts (the shell's sonner <Toaster> shows them): a conflict
 * copy was saved, an entry was restored, a change was refused, sign-in or an update is needed.
 * Render once inside <SyncProvider>; it draws nothing itself.
 */
import { useCallback } from 'react';
import { toast } from 'sonner';
import type { SyncEvent } from '../../sync/sync-events';
import { useSyncEvents } from '../../sync/use-sync-state';
import { notSyncedText } from './pending-marker';
import { PANEL_TEXT } from './sync-panel';

export function syncEventToast(event: Exclude<SyncEvent, { type: 'status' }>): { title: string; description?: string; error: boolean } {
  switch (event.type) {
    case 'conflict-copy':
      return { title: 'Conflict copy saved', description: event.message, error: false };
    case 'restored':
      return { title: event.message, error: false };
    case 'failed':
      return { title: notSyncedText(event.message), error: true };
    case 'auth-required':
      return { title: 'Sign in again to sync', description: PANEL_TEXT.authPaused, error: true };
    case 'update-required':
      return { title: 'Update available', description: event.message, error: true };
  }
}

export function SyncEventToasts() {
  const show = useCallback((event: Exclude<SyncEvent, { type: 'status' }>) => {
    const { title, description, error } = syncEventToast(event);
    if (error) toast.error(title, { description });
    else toast(title, { description });
  }, []);
  useSyncEvents(show);
  return null;
}
