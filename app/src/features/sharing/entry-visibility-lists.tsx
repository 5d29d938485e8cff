import { useState } from 'react';
import { Check, Eye, EyeOff, Link2 } from 'lucide-react';
import { toast } from 'sonner';
import { UI } from '@learnlog/shared';
import { PendingMarker } from '../sync-status';
import type { EntryVisibility, VisibilityEntry } from './data/entry-visibility';
import { useToggleEntryVisibility } from './data/entry-visibility';
import { publicUrl, useCopyLink } from './use-copy-link';

/** Long journals show a page of each list at a time. */
const PAGE = 20;

function EntryRow({ entry, copied, onToggle, onCopy }: { entry: VisibilityEntry; copied: boolean; onToggle: () => void; onCopy: (url: string) => void }) {
  const tags = entry.tags.slice(0, UI.sharingTagsPerEntry);
  return (
    <li className="flex items-start gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2">
          <span className="truncate font-medium">{entry.title}</span>
          <PendingMarker record={entry} />
        </p>
        {tags.length > 0 && (
          <p className="mt-1 flex flex-wrap gap-1">
            {tags.map((tag) => (
              <span key={tag} className="rounded-full bg-surface-muted px-2 py-0.5 text-xs font-medium text-ink-muted">
                {tag}
              </span>
            ))}
          </p>
        )}
      </div>
      {entry.isPublic && entry.shareId && (
        <button
          type="button"
          className="btn-ghost px-2.5"
          aria-label={`Copy share link of ${entry.title}`}
          onClick={() => onCopy(publicUrl(`/journal/${entry.shareId}`))}
        >
          {copied ? <Check aria-hidden="true" className="size-4" /> : <Link2 aria-hidden="true" className="size-4" />}
        </button>
      )}
      <button type="button" className="btn-secondary px-3" onClick={onToggle} aria-label={`${entry.isPublic ? 'Make private' : 'Make public'}: ${entry.title}`}>
        {entry.isPublic ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
        <span className="hidden sm:inline">{entry.isPublic ? 'Make private' : 'Make public'}</span>
      </button>
    </li>
  );
}

function EntryList({ title, empty, entries }: { title: string; empty: string; entries: VisibilityEntry[] }) {
  const [shown, setShown] = useState(PAGE);
  const toggle = useToggleEntryVisibility();
  const { copiedKey, copy } = useCopyLink();
  const headingId = `${title.toLowerCase().replace(/\s+/g, '-')}-heading`;

  const onToggle = (id: number) =>
    toggle(id).then(
      () => toast.success('Entry updated'),
      () => toast.error('Failed to update entry'),
    );

  return (
    <section aria-labelledby={headingId} className="card p-5">
      <h2 id={headingId} className="font-semibold">
        {title} ({entries.length})
      </h2>
      {entries.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">{empty}</p>
      ) : (
        <ul className="mt-1 divide-y divide-line">
          {entries.slice(0, shown).map((entry) => (
            <EntryRow
              key={entry.id}
              entry={entry}
              copied={copiedKey !== null && copiedKey.endsWith(`/journal/${entry.shareId}`)}
              onToggle={() => void onToggle(entry.id)}
              onCopy={(url) => void copy(url)}
            />
          ))}
        </ul>
      )}
      {entries.length > shown && (
        <button type="button" className="btn-ghost mt-2 w-full" onClick={() => setShown((n) => n + PAGE)}>
          Show more ({entries.length - shown} left)
        </button>
      )}
    </section>
  );
}

export function EntryVisibilityLists({ visibility }: { visibility: EntryVisibility }) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <EntryList title="Public Entries" empty="No public entries yet. Make an entry public to show it on your page." entries={visibility.publicEntries} />
      <EntryList title="Private Entries" empty="No private entries." entries={visibility.privateEntries} />
    </div>
  );
}
