import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { UI } from '@learnlog/shared';

/** Copies a link with the spec's toasts, and says "Copied" for 2 seconds (core spec 4). */
export function useCopyLink(): { copiedKey: string | null; copy: (url: string, key?: string) => Promise<void> } {
  const [copiedKey, setCopiedKey] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (url: string, key = url) => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      toast.error('Failed to copy', { description: 'Unable to copy the share link. Please try again.' });
      return;
    }
    toast.success('Link copied');
    setCopiedKey(key);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopiedKey(null), UI.copiedIndicatorMs);
  };
  return { copiedKey, copy };
}

export function publicUrl(path: string): string {
  return `${window.location.origin}${path}`;
}
