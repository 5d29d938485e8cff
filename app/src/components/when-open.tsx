import type { ReactNode } from 'react';

/**
 * A dialog's Portal, rendered only while the dialog is open. Mounted closed, a Radix Portal's
 * Presence dispatches a no-op update from a layout effect, and in the frame that made React flush
 * the first screen's effects and render again inside its commit's task (docs/performance.md, "no
 * update as a closed dialog mounts"). The frame's dialogs have no exit animation to wait for.
 */
export function WhenOpen({ open, children }: { open: boolean; children: ReactNode }) {
  return open ? children : null;
}
