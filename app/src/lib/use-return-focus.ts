/**
 * Focus back where it was when a dialog closes. Radix returns focus to its own Trigger only; a
 * dialog opened from a plain button (controlled `open`) would drop focus on <body>, and a
 * keyboard user would start again from the top of the page.
 */
import { useRef } from 'react';

export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    /** Pass as (or call from) the content's onOpenAutoFocus: runs before focus moves in. */
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      // The opener may be gone (a deleted card): then Radix decides.
      if (!opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}
