import { useCurrentUser } from '../../features/auth/current-user';
import { PageLoader } from '../../components/page-loader';
import { AppLayout, DashboardPage, LandingPage } from '../lazy-screens';

/**
 * `/` is two screens: the landing page for visitors and the dashboard for learners. Offline with
 * no known user (the lookup failed outright) it is a visitor.
 */
export function HomeRoute() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <PageLoader />;
  if (!user) return <LandingPage />;
  return (
    <AppLayout>
      <DashboardPage />
    </AppLayout>
  );
}
