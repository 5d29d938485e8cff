/**
 * A form dialog whose typed text is never lost: its values, the draft kept on the device, the
 * "Discard changes?" guard, and `done` for after a save (the draft is cleared, the form closes).
 * `frame` goes on the DialogFrame: it opens once the device has said whether a draft waits.
 */
import { useCallback, useState } from 'react';
import { useFormDraft } from '../lib/drafts/use-form-draft';
import { useDiscardGuard } from './discard-changes-dialog';

export interface DraftFormOptions<T, B> {
  /** The form's identity, e.g. 'goal:new' or 'goal:42'. */
  form: string;
  initial: T;
  /** An edit's record as first shown. */
  base?: B;
  onClose: () => void;
}

export function useDraftForm<T, B = unknown>({ form, initial, base, onClose }: DraftFormOptions<T, B>) {
  const [start] = useState(initial);
  const [values, setValues] = useState(start);
  const kept = useFormDraft<T, B>({ form, initial: start, values, setValues, base });
  const guard = useDiscardGuard({ dirty: kept.dirty, onDiscard: kept.discard, onClose });
  const { clear } = kept;
  const done = useCallback(async () => {
    await clear();
    onClose();
  }, [clear, onClose]);
  const frame = { open: kept.ready, onOpenChange: (open: boolean) => !open && onClose(), guard };
  return { values, setValues, kept, guard, done, frame };
}
