/** Copy link, with the spec's 2-second 'Copied' indicator; disabled, with its reason, when there is no link. */
import { useEffect, useId, useState } from 'react';
import { Check, Link2 } from 'lucide-react';
import { clsx } from 'clsx';
import { UI } from '@learnlog/shared';

export interface CopyLinkButtonProps {
  onCopy: () => Promise<boolean>;
  className?: string;
  /** Why there is no link yet (a private entry): the button is disabled and says so. */
  hint?: string;
  /** How the words show: 'sr-only' on the card's small row (they stay the button's name; a tooltip says them). */
  labelClassName?: string;
}

export function CopyLinkButton({ onCopy, className, hint, labelClassName }: CopyLinkButtonProps) {
  const [copied, setCopied] = useState(false);
  const hintId = useId();
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), UI.copiedIndicatorMs);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      disabled={hint !== undefined}
      title={hint ?? (labelClassName ? 'Copy link' : undefined)}
      aria-describedby={hint ? hintId : undefined}
      className={clsx(className, copied ? 'text-emerald-700 dark:text-emerald-400' : 'text-ink-muted')}
      onClick={async () => setCopied(await onCopy())}
    >
      {copied ? <Check aria-hidden="true" className="size-4" /> : <Link2 aria-hidden="true" className="size-4" />}
      <span className={labelClassName}>{copied ? 'Copied' : 'Copy link'}</span>
      {hint && (
        <span id={hintId} className="sr-only">
          {hint}
        </span>
      )}
    </button>
  );
}
