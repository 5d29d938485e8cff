/** The learner's home (/ and /dashboard): greeting, actions, stats and the two short lists. */
import { useSignedInUser } from '../auth';
import { NewEntryButton } from '../journal';
import { AddResourceButton } from '../resources';
import { GREETING_PROMPT, greeting } from './data/greeting';
import { DashboardStats } from './components/dashboard-stats';
import { InProgressResources } from './components/in-progress-resources';
import { RecentEntries } from './components/recent-entries';
import { OnThisDay, ReviewDashboardCard } from '../review';

export default function DashboardPage() {
  const user = useSignedInUser();
  return (
    <section className="mx-auto w-full max-w-6xl">
      <title>Dashboard · LearnLog</title>
      <div className="mb-5 flex flex-col gap-3 sm:mb-8 sm:flex-row sm:items-end sm:justify-between sm:gap-4">
        <div>
          <h1 className="text-sm font-semibold tracking-wide text-brand-ink uppercase">Dashboard</h1>
          <p className="mt-1 text-2xl font-bold tracking-tight text-ink sm:text-3xl" data-testid="greeting">
            {greeting(user, new Date())}
          </p>
          <p className="mt-1 text-ink-muted">{GREETING_PROMPT}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <NewEntryButton />
          <AddResourceButton variant="secondary" />
        </div>
      </div>
      <DashboardStats />
      <div className="mt-4 sm:mt-6">
        <ReviewDashboardCard />
      </div>
      <div className="mt-4 sm:mt-6 grid grid-cols-1 gap-4 lg:grid-cols-2">
        <RecentEntries />
        <InProgressResources />
        <OnThisDay />
      </div>
    </section>
  );
}
