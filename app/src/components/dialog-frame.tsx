/**
 * The frame every form dialog of the daily screens shares: a sheet from the bottom on phones, a
 * centred card from the small breakpoint up. Radix traps focus; useReturnFocus restores it on
 * close. With a `guard`, Escape, ✕ and Cancel ask "Discard changes?" when text was typed.
 */
import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useReturnFocus } from '../lib/use-return-focus';
import type { DiscardGuard } from './discard-changes-dialog';

interface DialogFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  children: ReactNode;
  guard?: DiscardGuard;
}

export function DialogFrame({ open, onOpenChange, title, description, children, guard }: DialogFrameProps) {
  const returnFocus = useReturnFocus();
  const change = (next: boolean) => (!next && guard ? guard.requestClose() : onOpenChange(next));
  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-sm" />
        <Dialog.Content
          {...returnFocus}
          // A tap outside must not throw typed text away.
          onInteractOutside={guard ? (event) => event.preventDefault() : undefined}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl border border-line bg-surface p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-semibold tracking-tight text-ink">{title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-ink-muted">{description}</Dialog.Description>
            </div>
            <Dialog.Close className="btn-ghost -mt-2 -mr-2 px-2.5" aria-label="Close">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
      {guard?.confirm}
    </Dialog.Root>
  );
}
