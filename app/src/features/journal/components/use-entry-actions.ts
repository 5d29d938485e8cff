/**
 * What a journal card can do to its entry, with the toasts of core spec 8. Each change is a
 * local write (queued for the server), so it works offline too.
 */
import { useMemo } from 'react';
import { toast } from 'sonner';
import type { LocalEntry } from '../../../db/local-records';
import { useDatabase } from '../../../sync/sync-context';
import { deleteEntry } from '../data/delete-entry';
import { shareLink } from '../data/entry-preview';
import { toggleEntryPublic } from '../data/toggle-entry-public';
import { toggleFavorite } from '../data/toggle-favorite';
import { copyText } from './copy-text';

const ENTRY_ACTION_TEXT = {
  favoriteOn: 'Added to favorites',
  favoriteOff: 'Removed from favorites',
  madePublic: 'Entry made public',
  madePrivate: 'Entry made private',
  sharingFailed: 'Failed to update sharing settings.',
  deleted: 'Journal entry deleted',
  deleteFailed: 'Failed to delete journal entry. Please try again.',
  copied: 'Share link copied',
  noLink: { title: 'No share link', description: 'Please make the entry public first to get a share link.' },
  copyFailed: { title: 'Failed to copy', description: 'Unable to copy the share link. Please try again.' },
} as const;

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : undefined);

export interface EntryActions {
  toggleFavorite(entry: LocalEntry): Promise<void>;
  togglePublic(entry: LocalEntry): Promise<void>;
  remove(entry: LocalEntry): Promise<boolean>;
  /** Resolves true when the link is on the clipboard. */
  copyLink(entry: LocalEntry): Promise<boolean>;
}

export function useEntryActions(): EntryActions {
  const db = useDatabase();
  return useMemo(
    () => ({
      async toggleFavorite(entry) {
        try {
          toast.success((await toggleFavorite(db, entry.id)) ? ENTRY_ACTION_TEXT.favoriteOn : ENTRY_ACTION_TEXT.favoriteOff);
        } catch (error) {
          toast.error('Error', { description: messageOf(error) ?? 'Failed to update entry' });
        }
      },
      async togglePublic(entry) {
        try {
          toast.success((await toggleEntryPublic(db, entry.id)) ? ENTRY_ACTION_TEXT.madePublic : ENTRY_ACTION_TEXT.madePrivate);
        } catch (error) {
          toast.error(messageOf(error) ?? ENTRY_ACTION_TEXT.sharingFailed);
        }
      },
      async remove(entry) {
        try {
          await deleteEntry(db, entry.id);
          toast.success(ENTRY_ACTION_TEXT.deleted);
          return true;
        } catch (error) {
          toast.error('Error', { description: messageOf(error) ?? ENTRY_ACTION_TEXT.deleteFailed });
          return false;
        }
      },
      async copyLink(entry) {
        // The server makes the share id when it publishes the entry; until then there is no link.
        if (!entry.isPublic || !entry.shareId) {
          toast.error(ENTRY_ACTION_TEXT.noLink.title, { description: ENTRY_ACTION_TEXT.noLink.description });
          return false;
        }
        if (await copyText(shareLink(window.location.origin, entry.shareId))) {
          toast.success(ENTRY_ACTION_TEXT.copied);
          return true;
        }
        toast.error(ENTRY_ACTION_TEXT.copyFailed.title, { description: ENTRY_ACTION_TEXT.copyFailed.description });
        return false;
      },
    }),
    [db],
  );
}
