/** /share/:username: a learner's public page, readable without an account. */
import { useParams } from 'react-router-dom';
import { sharePageTitle } from '@learnlog/shared';
import { PageLoader } from '../../components/page-loader';
import { isNotFound, useSharePage } from './data/public-queries';
import { PublicEntryCard } from './public-entry-card';
import { PublicPageFrame } from './public-page-frame';
import { PublicProfileHeader } from './public-profile-header';
import { PublicLoadError, PublicNotFound } from './public-states';

export default function PublicSharePage() {
  const { username = '' } = useParams();
  const page = useSharePage(username);

  if (page.isPending) return <PageLoader />;
  if (page.isError) {
    if (isNotFound(page.error)) {
      return <PublicNotFound title="Learning Journey Not Found" message="This learning journal might be private or doesn't exist." />;
    }
    return <PublicLoadError onRetry={() => void page.refetch()} />;
  }

  const { user, entries } = page.data;
  return (
    <PublicPageFrame>
      <title>{sharePageTitle(user)}</title>
      <PublicProfileHeader profile={user} />
      <section aria-labelledby="public-entries-heading" className="mt-10">
        <h2 id="public-entries-heading" className="text-lg font-semibold">
          Public Entries ({entries.length})
        </h2>
        {entries.length === 0 ? (
          <p className="mt-3 text-ink-muted">No public entries yet.</p>
        ) : (
          <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2">
            {entries.map((entry) => (
              <PublicEntryCard key={entry.shareId ?? entry.createdAt} entry={entry} />
            ))}
          </ul>
        )}
      </section>
    </PublicPageFrame>
  );
}
