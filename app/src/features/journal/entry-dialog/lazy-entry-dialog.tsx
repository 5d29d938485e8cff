/**
 * The entry dialog's code (editor, markdown preview) loads only when a dialog is first opened,
 * so the dashboard and the journal list stay light.
 */
import { lazy, Suspense } from 'react';
import type { EntryDialogProps } from './entry-dialog';

const loadEntryDialog = () => import('./entry-dialog');
const EntryDialog = lazy(loadEntryDialog);

/** Fetches the dialog's code ahead of the first tap (screens that offer it call this when idle). */
export function preloadEntryDialog(): void {
  loadEntryDialog().catch(() => undefined);
}

export function LazyEntryDialog(props: EntryDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <EntryDialog {...props} />
    </Suspense>
  );
}
