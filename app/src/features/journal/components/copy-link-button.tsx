/** Copy link, with the spec's 2-second 'Copied' indicator. */
import { useEffect, useState } from 'react';
import { Check, Link2 } from 'lucide-react';
import { clsx } from 'clsx';
import { UI } from '@learnlog/shared';

export function CopyLinkButton({ onCopy, className }: { onCopy: () => Promise<boolean>; className?: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), UI.copiedIndicatorMs);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button type="button" className={clsx(className, copied ? 'text-emerald-700 dark:text-emerald-400' : 'text-ink-muted')} onClick={async () => setCopied(await onCopy())}>
      {copied ? <Check aria-hidden="true" className="size-4" /> : <Link2 aria-hidden="true" className="size-4" />}
      {copied ? 'Copied' : 'Copy link'}
    </button>
  );
}
