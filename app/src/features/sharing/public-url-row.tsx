import { Check, Copy, ExternalLink } from 'lucide-react';
import { publicUrl, useCopyLink } from './use-copy-link';

/** The share page's address, with Copy and a way to see the page as a visitor does. */
export function PublicUrlRow({ username }: { username: string }) {
  const { copiedKey, copy } = useCopyLink();
  const url = publicUrl(`/share/${encodeURIComponent(username)}`);
  const copied = copiedKey === url;
  return (
    <div>
      <p className="text-sm font-medium">Your public page</p>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row sm:items-center">
        <code data-testid="public-url" className="min-w-0 flex-1 truncate rounded-xl border border-line bg-surface-muted px-3.5 py-2.5 text-sm">
          {url}
        </code>
        <div className="flex gap-2">
          <button type="button" className="btn-secondary flex-1" onClick={() => void copy(url)}>
            {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
            {copied ? 'Copied' : 'Copy'}
          </button>
          <a href={url} target="_blank" rel="noopener noreferrer" className="btn-ghost flex-1">
            <ExternalLink aria-hidden="true" className="size-4" />
            View page
          </a>
        </div>
      </div>
    </div>
  );
}
