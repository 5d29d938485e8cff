/**
 * Delete with confirmation (core spec 5). An AlertDialog: clicking outside does not dismiss it,
 * only Cancel, Escape or Delete do. Every journal card has this button, so the dialog's parts
 * (Radix root, presence, portal) are made only once it opens: drawing a card, on a search's
 * answer or a scroll, is then a plain button less work.
 */
import { useRef, useState, type RefObject } from 'react';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Trash2 } from 'lucide-react';

/** `label`: show the word beside the bin; the card shows the bin alone. */
export function DeleteEntryButton({ title, onConfirm, label, className }: { title: string; onConfirm: () => Promise<boolean>; label?: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className={className ?? 'btn-ghost min-h-10 gap-1.5 px-2.5 text-ink-muted hover:text-danger'}
        aria-label={label ? undefined : 'Delete entry'}
        title={label ? undefined : 'Delete entry'}
      >
        <Trash2 aria-hidden="true" className="size-4.5" />
        {label}
      </button>
      {open && <DeleteEntryDialog title={title} onConfirm={onConfirm} onClose={() => setOpen(false)} returnFocus={trigger} />}
    </>
  );
}

/** The question itself, mounted while it is asked; closing it gives the focus to `returnFocus`. */
export function DeleteEntryDialog({ title, onConfirm, onClose, returnFocus }: { title: string; onConfirm: () => Promise<boolean>; onClose: () => void; returnFocus: RefObject<HTMLElement | null> }) {
  const [busy, setBusy] = useState(false);
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-sm" />
        <AlertDialog.Content
          // Without a Radix trigger, focus goes back by hand.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
          className="card fixed top-1/2 left-1/2 z-50 w-[min(28rem,92vw)] -translate-x-1/2 -translate-y-1/2 p-6"
        >
          <AlertDialog.Title className="text-lg font-semibold text-ink">Delete journal entry?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink-muted">
            “{title}” will be deleted permanently, on this device and on the server. This cannot be undone.
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className="btn-secondary">Cancel</AlertDialog.Cancel>
            <button
              type="button"
              disabled={busy}
              className="btn bg-red-600 text-white hover:bg-red-700"
              onClick={async () => {
                setBusy(true);
                // Stays open on failure so the learner can try again.
                if (await onConfirm()) onClose();
                else setBusy(false);
              }}
            >
              Delete
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
