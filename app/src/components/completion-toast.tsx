/**
 * The toast of an update that completes something: the spec's title ("Resource updated", "Goal
 * updated") with one calm line of celebration and a check that settles in (still, when the
 * learner asks for reduced motion).
 */
import { CircleCheckBig } from 'lucide-react';
import { toast } from 'sonner';

function completionLine(title: string): string {
  return `“${title}” is complete. Well done.`;
}

export function toastCompleted(updated: string, title: string): void {
  toast.success(updated, {
    description: completionLine(title),
    icon: <CircleCheckBig aria-hidden="true" className="size-5 text-emerald-600 motion-safe:animate-[completion-settle_600ms_ease-out] dark:text-emerald-400" />,
  });
}
