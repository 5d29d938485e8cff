/** Tells the learner the form shows a draft restored from the device, with the way to start over. */
import { format, isToday } from 'date-fns';
import { History } from 'lucide-react';

export function DraftNotice({ savedAt, onDiscard }: { savedAt: string; onDiscard: () => void }) {
  const when = new Date(savedAt);
  const time = isToday(when) ? format(when, 'HH:mm') : format(when, 'MMM d, HH:mm');
  return (
    <div role="status" className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-brand-200 bg-brand-soft px-3 py-2 text-sm text-ink dark:border-brand-800">
      <History aria-hidden="true" className="size-4 shrink-0 text-brand-ink" />
      <span className="min-w-0 flex-1">{`Your unsaved draft from ${time} is back.`}</span>
      <button type="button" className="font-semibold text-brand-ink underline-offset-2 hover:underline" onClick={onDiscard}>
        Discard draft
      </button>
    </div>
  );
}
