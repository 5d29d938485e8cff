/**
 * /ai-summaries (accounts spec, AI Learning Summaries): generate a weekly or monthly summary,
 * read the recent ones. Online only: summaries are made and kept on the server.
 */
import { PageLoader } from '../../components/page-loader';
import { useOnline } from '../../sync/use-sync-state';
import { OfflineNotice } from '../../components/offline-notice';
import { PageHeader } from '../../components/page-header';
import { PremiumUpsell } from '../../components/premium-upsell';
import { isPremiumRequired, usePremium } from '../learn-plans';
import { SUMMARIES_OFFLINE_TEXT } from './data/summary-labels';
import { GenerateSummaryCards } from './components/generate-summary-cards';
import { SummaryCard } from './components/summary-card';
import { summaryErrorMessage, useGenerateSummary, useMarkSummaryRead, useSummaries } from './data/use-summaries';

const TITLE = 'AI Learning Summaries';
const SUBTITLE = 'Let your journal tell you what you learned, what keeps coming back, and what to ask next.';

export default function AiSummariesPage() {
  const premium = usePremium();
  const online = useOnline();
  const summaries = useSummaries(premium && online);
  const generate = useGenerateSummary();
  const markRead = useMarkSummaryRead();

  const upsell = !premium || isPremiumRequired(summaries.error);
  return (
    <section className="mx-auto w-full max-w-5xl space-y-6">
      <PageHeader title={TITLE} subtitle={SUBTITLE} />
      {upsell ? (
        <PremiumUpsell
          feature="AI Summaries"
          description="Get weekly and monthly summaries of your journal: key insights, recurring themes and a reflection prompt."
        />
      ) : !online ? (
        <OfflineNotice>{SUMMARIES_OFFLINE_TEXT}</OfflineNotice>
      ) : summaries.isPending ? (
        <PageLoader label="Loading summaries…" />
      ) : summaries.isError ? (
        <p role="alert" className="text-danger">
          {summaryErrorMessage(summaries.error)}
        </p>
      ) : (
        <>
          <GenerateSummaryCards
            usage={summaries.data.monthlyUsage}
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
