/**
 * /sharing: the share page switch and its settings (online only), which entries are public, and
 * the counts. Entry visibility is synced data, so it works offline like the journal does.
 */
import { WifiOff } from 'lucide-react';
import { useSignedInUser } from '../auth';
import { PageLoader } from '../../components/page-loader';
import { useOnline } from '../../sync/use-sync-state';
import { useEntryVisibility } from './data/entry-visibility';
import { EntryVisibilityLists } from './entry-visibility-lists';
import { PublicUrlRow } from './public-url-row';
import { SharePageSwitch } from './share-page-switch';
import { ShareSettingsForm } from './share-settings-form';
import { SharingStats } from './sharing-stats';

function OfflineNotice() {
  return (
    <p role="status" className="flex items-start gap-2.5 rounded-xl border border-line bg-surface-muted px-4 py-3 text-sm">
      <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-muted" />
      <span>
        You're offline. Share page settings need a connection: you can change them when you're back online. Making
        entries public or private still works and syncs later.
      </span>
    </p>
  );
}

export default function SharingPage() {
  const user = useSignedInUser();
  const online = useOnline();
  const visibility = useEntryVisibility();

  return (
    <section className="mx-auto w-full max-w-5xl space-y-6">
      <title>Sharing · LearnLog</title>
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Sharing</h1>
        <p className="mt-1 text-ink-muted">Share your learning journey: a public page with the entries you choose.</p>
      </header>
      {!online && <OfflineNotice />}

      <section aria-labelledby="share-page-heading" className="card space-y-5 p-5 sm:p-6">
        <h2 id="share-page-heading" className="text-lg font-semibold">
          Share Page Settings
        </h2>
        <SharePageSwitch user={user} online={online} />
        {user.sharePageEnabled && (
          <div className="space-y-5 border-t border-line pt-5">
            {user.username && <PublicUrlRow username={user.username} />}
            <ShareSettingsForm key={`${user.username}|${user.sharePageBio}`} user={user} online={online} />
          </div>
        )}
      </section>

      {visibility ? (
        <>
          <SharingStats visibility={visibility} />
          <EntryVisibilityLists visibility={visibility} />
        </>
      ) : (
        <PageLoader />
      )}
    </section>
  );
}
