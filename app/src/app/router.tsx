import { Suspense } from 'react';
import { Outlet, ScrollRestoration, createBrowserRouter } from 'react-router-dom';
import { PageLoader } from '../components/page-loader';
import { lastKnownUser } from '../features/auth/last-user-cache';
import { HomeRoute } from './guards/home-route';
import { RequireAccess } from './guards/require-access';
import { RequireUser } from './guards/require-user';
import { RouteError } from './route-error';
import * as Screens from './lazy-screens';

function RootFrame() {
  return (
    <Suspense fallback={<PageLoader />}>
      <ScrollRestoration />
      <Outlet />
    </Suspense>
  );
}

/** The accounts spec's route table, plus /login. */
export const router = createBrowserRouter([
  {
    path: '/',
    element: <RootFrame />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'login', element: <Screens.LoginPage /> },
      { path: 'forgot-password', element: <Screens.ForgotPasswordPage /> },
      { path: 'reset-password', element: <Screens.ResetPasswordPage /> },
      { path: 'share/:username', element: <Screens.PublicSharePage /> },
      { path: 'journal/:shareId', element: <Screens.SharedEntryPage /> },
      {
        element: <RequireUser />,
        children: [
          {
            // Trial Expired without access (decisions: /, /pricing, /checkout*, /profile are never gated).
            element: <RequireAccess />,
            children: [
              { path: 'dashboard', element: <Screens.DashboardPage /> },
              { path: 'journal', element: <Screens.JournalPage /> },
              { path: 'new-entry', element: <Screens.NewEntryPage /> },
              { path: 'resources', element: <Screens.ResourcesPage /> },
              { path: 'goals', element: <Screens.GoalsPage /> },
              { path: 'progress', element: <Screens.ProgressPage /> },
              { path: 'sharing', element: <Screens.SharingPage /> },
              { path: 'learn-plans', element: <Screens.LearnPlansPage /> },
              { path: 'ai-summaries', element: <Screens.AiSummariesPage /> },
              { path: 'premium-templates', element: <Screens.PremiumTemplatesPage /> },
              { path: 'admin', element: <Screens.AdminPage /> },
              { path: 'share-target', element: <Screens.ShareTargetScreen /> },
            ],
          },
          // Review is on every plan, after the trial too: it is the reason to come back.
          { path: 'review', element: <Screens.ReviewPage /> },
          { path: 'profile', element: <Screens.ProfilePage /> },
          { path: 'pricing', element: <Screens.PricingPage /> },
          { path: 'checkout', element: <Screens.CheckoutPage /> },
          { path: 'checkout/success', element: <Screens.CheckoutSuccessPage /> },
        ],
      },
      { path: '*', element: <Screens.NotFoundPage /> },
    ],
  },
]);

/**
 * `/` waits for the user lookup before it knows which screen to show; fetch the likely one's
 * code meanwhile. A device that has seen a learner expects the app, any other the landing page.
 */
export function preloadHomeScreen(): void {
  if (window.location.pathname !== '/') return;
  const ignore = () => undefined;
  if (lastKnownUser()) {
    Screens.loadAppLayout().catch(ignore);
    Screens.loadDashboard().catch(ignore);
  } else {
    Screens.loadLanding().catch(ignore);
  }
}
