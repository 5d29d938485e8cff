/**
 * The resource writes as the screens use them: the device write (instant, queued for the server)
 * plus the spec's toast. Each returns whether it worked, so a dialog knows to close and reset.
 */
import { useMemo } from 'react';
import { toast } from 'sonner';
import { ZodError } from 'zod';
import type { CreateResourceInput, ResourceStatus, UpdateResourceInput } from '@learnlog/shared';
import type { LocalResource } from '../../../db/local-records';
import { useDatabase } from '../../../sync/sync-context';
import { SAVED_ON_DEVICE, savedOffline } from '../../../sync/sync-words';
import { clampProgress } from './progress-input';
import { createResource, deleteResource, updateResource } from './resource-writes';
import { offerLinkUpdate } from '../../journal';
import { toastCompleted } from '../../../components/completion-toast';

const RESOURCE_TOASTS = {
  added: 'Resource added',
  addedDescription: 'Your learning resource has been saved successfully.',
  updated: 'Resource updated',
  deleted: 'Resource deleted',
  addFailed: 'Failed to add resource. Please try again.',
  updateFailed: 'Failed to update resource. Please try again.',
  deleteFailed: 'Failed to delete resource. Please try again.',
} as const;

/** The update's toast: the spec's words, with a line of celebration when it completes the resource. */
const updated = (resource: LocalResource, status: ResourceStatus | undefined) => () =>
  status === 'completed' && resource.status !== 'completed' ? toastCompleted(RESOURCE_TOASTS.updated, resource.title) : toast.success(RESOURCE_TOASTS.updated);

/** A field the shared schema refused (a bad web address, say) is worth showing as the reason. */
function reason(error: unknown): { description?: string } {
  return error instanceof ZodError && error.issues[0] ? { description: error.issues[0].message } : {};
}

export interface ResourceActions {
  add(input: CreateResourceInput): Promise<boolean>;
  update(resource: LocalResource, input: UpdateResourceInput, openedAs?: LocalResource): Promise<boolean>;
  changeStatus(resource: LocalResource, status: ResourceStatus): Promise<boolean>;
  /** From the card's slider: only the progress is sent, clamped to 0-100. */
  setProgress(resource: LocalResource, progress: number): Promise<boolean>;
  remove(resource: LocalResource): Promise<boolean>;
}

export function useResourceActions(): ResourceActions {
  const db = useDatabase();
  return useMemo<ResourceActions>(() => {
    const run = async (write: () => Promise<unknown>, success: () => void, failure: string) => {
      try {
        await write();
        success();
        return true;
      } catch (error) {
        toast.error(failure, reason(error));
        return false;
      }
    };
    return {
      add: (input) =>
        run(
          () => createResource(db, input),
          () => toast.success(RESOURCE_TOASTS.added, { description: savedOffline() ? SAVED_ON_DEVICE : RESOURCE_TOASTS.addedDescription }),
          RESOURCE_TOASTS.addFailed,
        ),
      update: async (resource, input, openedAs) => {
        const done = await run(() => updateResource(db, resource.id, input, openedAs), updated(openedAs ?? resource, input.status), RESOURCE_TOASTS.updateFailed);
        if (done && input.title !== undefined) void offerLinkUpdate(db, (openedAs ?? resource).title, input.title);
        return done;
      },
      // The card's dropdown sends only the status (core spec 7).
      changeStatus: (resource, status) =>
        run(() => updateResource(db, resource.id, { status }), updated(resource, status), RESOURCE_TOASTS.updateFailed),
      // One toast per card, replaced as the slider moves on, rather than one per arrow key.
      setProgress: (resource, progress) =>
        run(
          () => updateResource(db, resource.id, { progress: clampProgress(progress) }),
          () => toast.success(RESOURCE_TOASTS.updated, { id: `resource-progress-${resource.id}` }),
          RESOURCE_TOASTS.updateFailed,
        ),
      remove: (resource) =>
        run(() => deleteResource(db, resource.id), () => toast.success(RESOURCE_TOASTS.deleted), RESOURCE_TOASTS.deleteFailed),
    };
  }, [db]);
}
