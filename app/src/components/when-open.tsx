import type { ReactNode } from 'react';

/**
 * A dialog's Portal, rendered only while the dialog is open. Mounted closed, a Radix Portal's
 * Presence dispatches a no-op update from a layout effect, and in the frame that made React flush
 * the first screen's effects and render again inside its commit's task. The frame's dialogs have
 * no exit animation to wait for. Why: docs/decisions/009-first-screen-copy-and-head-script.md
 */
export function WhenOpen({ open, children }: { open: boolean; children: ReactNode }) {
  return open ? children : null;
}
