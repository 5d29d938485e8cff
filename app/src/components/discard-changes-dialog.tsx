/**
 * "Discard changes?" before a form with typed text closes (Escape, Cancel, ✕). An AlertDialog:
 * a stray tap outside neither discards nor closes.
 */
import { useState, type ReactNode } from 'react';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useReturnFocus } from '../lib/use-return-focus';

const DISCARD_TEXT = {
  title: 'Discard changes?',
  description: 'What you typed here will be thrown away. Keep editing to save it, or come back to it later: it stays on this device until you save or discard it.',
  keep: 'Keep editing',
  discard: 'Discard',
} as const;

function DiscardChangesDialog({ open, onKeep, onDiscard }: { open: boolean; onKeep: () => void; onDiscard: () => void }) {
  // Keep editing puts the caret back where it was (the text, the field), not on <body>.
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onKeep()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-slate-950/40" />
        <AlertDialog.Content
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          className="card fixed top-1/2 left-1/2 z-[60] w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 p-6">
          <AlertDialog.Title className="text-lg font-semibold text-ink">{DISCARD_TEXT.title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink-muted">{DISCARD_TEXT.description}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className="btn-secondary">{DISCARD_TEXT.keep}</AlertDialog.Cancel>
            <AlertDialog.Action className="btn-danger" onClick={onDiscard}>
              {DISCARD_TEXT.discard}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

export interface DiscardGuard {
  /** Closes at once when nothing was typed; otherwise asks first. */
  requestClose: () => void;
  /** Render it next to the form. */
  confirm: ReactNode;
}

/** `onDiscard` throws the draft away; `onClose` closes the form. */
export function useDiscardGuard({ dirty, onDiscard, onClose }: { dirty: boolean; onDiscard: () => void; onClose: () => void }): DiscardGuard {
  const [asking, setAsking] = useState(false);
  return {
    requestClose: () => (dirty ? setAsking(true) : onClose()),
    confirm: (
      <DiscardChangesDialog
        open={asking}
        onKeep={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          onDiscard();
          onClose();
        }}
      />
    ),
  };
}
