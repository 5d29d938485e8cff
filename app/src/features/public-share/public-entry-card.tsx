import { Link } from 'react-router-dom';
import { Clock } from 'lucide-react';
import { format } from 'date-fns';
import { UI, displayReadTime, markdownPreview, type PublicEntry } from '@learnlog/shared';
import { accentForTags } from './tag-accent';

/** One public entry on a share page: its accent edge, 2 tags, a short preview, a link to read it. */
export function PublicEntryCard({ entry }: { entry: PublicEntry }) {
  const accent = accentForTags(entry.tags);
  const tags = entry.tags.slice(0, UI.publicPageTagsPerEntry);
  return (
    <li className="card relative overflow-hidden" data-accent={accent.name}>
      <span aria-hidden="true" className={`absolute inset-y-0 left-0 w-1.5 ${accent.stripe}`} />
      <article className="p-5 pl-6">
        <h3 className="text-lg font-semibold tracking-tight">
          {entry.shareId ? (
            <Link to={`/journal/${entry.shareId}`} className="after:absolute after:inset-0 hover:text-brand-ink">
              {entry.title}
            </Link>
          ) : (
            entry.title
          )}
        </h3>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
          <time dateTime={entry.createdAt}>{format(new Date(entry.createdAt), 'MMM d, yyyy')}</time>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" />
            {displayReadTime(entry.readTime)} min read
          </span>
        </p>
        <p className="mt-3 line-clamp-4 break-words whitespace-pre-line text-ink-muted">{markdownPreview(entry.content, UI.entryPreviewChars)}</p>
        {tags.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Tags">
            {tags.map((tag) => (
              <li key={tag} className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${accent.chip}`}>
                {tag}
              </li>
            ))}
          </ul>
        )}
      </article>
    </li>
  );
}
