/** The reading view's More menu: Delete, out of the row of everyday actions (and its question). */
import { useRef, useState } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal, Trash2 } from 'lucide-react';
import { DeleteEntryDialog } from '../components/delete-entry-dialog';

export function EntryMoreMenu({ title, onDelete, className }: { title: string; onDelete: () => Promise<boolean>; className: string }) {
  const [confirming, setConfirming] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      {/* Not modal: the question it opens is the modal part, and takes the focus from it. */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger ref={trigger} className={className} aria-label="More actions" title="More actions">
          <MoreHorizontal aria-hidden="true" className="size-5" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={4} className="z-50 min-w-44 rounded-xl border border-line bg-surface p-1 shadow-lg">
            <DropdownMenu.Item
              onSelect={() => setConfirming(true)}
              className="flex min-h-10 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm font-medium text-danger outline-none select-none data-[highlighted]:bg-danger-soft"
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Delete
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {confirming && <DeleteEntryDialog title={title} onConfirm={onDelete} onClose={() => setConfirming(false)} returnFocus={trigger} />}
    </>
  );
}
