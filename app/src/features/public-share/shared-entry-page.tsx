/** /journal/:shareId: one publicly shared entry, readable without an account. */
import { useCallback, useMemo, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Clock, Lightbulb } from 'lucide-react';
import { format } from 'date-fns';
import { displayReadTime, photosShownInPlace, publicDisplayName, sharedEntryTitle } from '@learnlog/shared';
import { MarkdownView } from '../../components/markdown-view';
import { PhotoGrid } from '../../components/photo-grid';
import { PageLoader } from '../../components/page-loader';
import { isNotFound, useSharedEntry } from './data/public-queries';
import { PublicPageFrame } from './public-page-frame';
import { PublicLoadError, PublicNotFound } from './public-states';
import { SharedEntryResources } from './shared-entry-resources';
import { accentForTags } from './tag-accent';
import { PublicLinkedText, PublicWikiLink, type PublicLinks } from './public-wiki-link';

const NO_LINKS: PublicLinks = {};

export default function SharedEntryPage() {
  const { shareId = '' } = useParams();
  const query = useSharedEntry(shareId);
  const links = query.data?.links ?? NO_LINKS;
  const renderLink = useCallback((title: string, shown: ReactNode) => <PublicWikiLink title={title} shown={shown} links={links} />, [links]);
  const content = query.data?.content ?? '';
  const inPlace = useMemo(() => photosShownInPlace(content), [content]);

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    if (isNotFound(query.error)) {
      return <PublicNotFound title="Journal Entry Not Found" message="This journal entry doesn't exist or is no longer publicly shared." />;
    }
    return <PublicLoadError onRetry={() => void query.refetch()} />;
  }

  const entry = query.data;
  const accent = accentForTags(entry.tags);
  return (
    <PublicPageFrame>
      <title>{sharedEntryTitle(entry)}</title>
      <article className="mx-auto max-w-3xl">
        <header>
          <span aria-hidden="true" className={`block h-1.5 w-16 rounded-full ${accent.stripe}`} />
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance wrap-anywhere sm:text-4xl">{entry.title}</h1>
          <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
            <span>by {publicDisplayName(entry.author)}</span>
            <time dateTime={entry.createdAt}>{format(new Date(entry.createdAt), 'MMMM d, yyyy')}</time>
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-3.5" />
              {displayReadTime(entry.readTime)} min read
            </span>
          </p>
          {entry.tags.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Tags">
              {entry.tags.map((tag) => (
                <li key={tag} className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${accent.chip}`}>
                  {tag}
                </li>
              ))}
            </ul>
          )}
        </header>

        {entry.keyLearning && (
          <aside className="mt-8 flex gap-3 rounded-2xl border border-line bg-brand-soft/60 p-4">
            <Lightbulb aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-ink" />
            <div className="min-w-0">
              <h2 className="text-sm font-semibold">Key Learning</h2>
              <p className="mt-1 whitespace-pre-line wrap-anywhere">
                <PublicLinkedText text={entry.keyLearning} links={links} />
              </p>
            </div>
          </aside>
        )}

        <MarkdownView markdown={entry.content} className="mt-8 leading-relaxed" renderWikiLink={renderLink} photos={entry.photos} />

        <PhotoGrid photos={entry.photos} title={entry.title} shownInPlace={inPlace} className="mt-8" />

        {entry.linkedResources.length > 0 && entry.shareId && <SharedEntryResources shareId={entry.shareId} />}
      </article>
    </PublicPageFrame>
  );
}
