/**
 * /ai-summaries (accounts spec, AI Learning Summaries): generate a weekly or monthly summary,
 * read the recent ones. Summaries are made online only; the ones already made are kept on the
 * device and readable offline.
 */
import { ScreenSkeleton } from '../../components/screen-skeleton';
import { isNetworkError } from '../../lib/api-client';
import { useOnline } from '../../sync/use-sync-state';
import { OfflineNotice } from '../../components/offline-notice';
import { PageHeader } from '../../components/page-header';
import { PremiumUpsell } from '../../components/premium-upsell';
import { useSignedInUser } from '../auth';
import { isPremiumRequired, usePremium } from '../learn-plans';
import { useAiConfigured } from '../../lib/public-config';
import { SUMMARIES_OFFLINE_TEXT, SUMMARIES_ON_DEVICE_TEXT, summariesNames } from './data/summary-labels';
import { GenerateSummaryCards } from './components/generate-summary-cards';
import { SummaryCard } from './components/summary-card';
import { summaryErrorMessage, useGenerateSummary, useMarkSummaryRead, useSummaries } from './data/use-summaries';

const SUBTITLE = 'Let your journal tell you what you learned, what keeps coming back, and what to ask next.';

export default function AiSummariesPage() {
  const user = useSignedInUser();
  const premium = usePremium();
  const online = useOnline();
  const summaries = useSummaries(user.id, online, premium);
  const generate = useGenerateSummary();
  const markRead = useMarkSummaryRead();
  const names = summariesNames(useAiConfigured());

  const upsell = !premium || isPremiumRequired(summaries.error);
  const offline = !online || summaries.data?.fromDevice === true;
  return (
    <section className="mx-auto w-full max-w-5xl space-y-6">
      <PageHeader title={names.title} subtitle={SUBTITLE} />
      {upsell ? (
        <PremiumUpsell
          feature={names.feature}
          description="Get weekly and monthly summaries of your journal: key insights, recurring themes and a reflection prompt."
        />
      ) : summaries.isPending ? (
        <ScreenSkeleton label="Loading summaries…" cards={2} />
      ) : summaries.isError ? (
        isNetworkError(summaries.error) ? (
          <OfflineNotice>{SUMMARIES_OFFLINE_TEXT}</OfflineNotice>
        ) : (
          <p role="alert" className="text-danger">
            {summaryErrorMessage(summaries.error)}
          </p>
        )
      ) : (
        <>
          {offline && <OfflineNotice>{SUMMARIES_ON_DEVICE_TEXT}</OfflineNotice>}
          <GenerateSummaryCards
            usage={summaries.data.monthlyUsage}
            offline={offline}
            generating={generate.isPending ? generate.variables : undefined}
            onGenerate={(type) => generate.mutate(type)}
          />
          <section aria-labelledby="recent-summaries-heading" className="space-y-4">
            <h2 id="recent-summaries-heading" className="text-xl font-semibold tracking-tight text-ink">
              Recent Summaries
            </h2>
            {summaries.data.summaries.length === 0 ? (
              <p className="card p-6 text-center text-ink-muted">No summaries yet</p>
            ) : (
              summaries.data.summaries.map((summary) => (
                <SummaryCard
                  key={summary.id}
                  summary={summary}
                  canMarkRead={!offline}
                  marking={markRead.isPending && markRead.variables === summary.id}
                  onMarkRead={(id) => markRead.mutate(id)}
                />
              ))
            )}
          </section>
        </>
      )}
    </section>
  );
}
