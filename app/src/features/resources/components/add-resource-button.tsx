/**
 * A button that opens the Add Resource dialog. The dialog's code (its form and Radix's Select)
 * loads when the button is first pointed at or focused, not with the dashboard, which a signed-in
 * learner's first load includes. Why: docs/decisions/009-first-screen-copy-and-head-script.md
 */
import { lazy, Suspense, useState } from 'react';
import { Plus } from 'lucide-react';
import { clsx } from 'clsx';

const loadDialog = () => import('./add-resource-dialog');
const AddResourceDialog = lazy(() => loadDialog().then((module) => ({ default: module.AddResourceDialog })));
const preload = () => void loadDialog().catch(() => undefined);

interface AddResourceButtonProps {
  className?: string;
  variant?: 'primary' | 'secondary';
  /** Opens the dialog whenever it changes to a new value (the setup's Add Resource step). */
  openKey?: string | null;
  onClosed?: () => void;
}

export function AddResourceButton({ className, variant = 'primary', openKey = null, onClosed }: AddResourceButtonProps) {
  const [open, setOpen] = useState(openKey !== null);
  const [openedFor, setOpenedFor] = useState(openKey);
  if (openKey !== openedFor) {
    setOpenedFor(openKey);
    if (openKey !== null) setOpen(true);
  }
  const change = (next: boolean) => {
    setOpen(next);
    if (!next) onClosed?.();
  };
  return (
    <>
      <button
        type="button"
        className={clsx(variant === 'primary' ? 'btn-primary' : 'btn-secondary', className)}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add Resource
      </button>
      {open && (
        <Suspense fallback={null}>
          <AddResourceDialog open onOpenChange={change} />
        </Suspense>
      )}
    </>
  );
}
