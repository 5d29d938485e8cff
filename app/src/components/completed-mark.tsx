/** The check a completed goal or resource wears on its card, beside its muted text. */
import { CircleCheckBig } from 'lucide-react';

/** A completed card's frame: quieter than the open ones around it. */
export const COMPLETED_CARD = 'bg-surface-muted/60 shadow-none';

export function CompletedMark() {
  return (
    <span data-testid="completed-mark" className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300">
      <CircleCheckBig aria-hidden="true" className="size-3.5" />
      Completed
    </span>
  );
}
