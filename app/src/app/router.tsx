import { Suspense } from 'react';
import { Navigate, Outlet, ScrollRestoration, createBrowserRouter, useLocation } from 'react-router-dom';
import { lastKnownUser } from '../features/auth/last-user-cache';
import { RequireAccess } from './guards/require-access';
import { SignedInRoute } from './guards/signed-in-route';
import { startDeviceSessionEarly } from './session/early-device-session';
import { readJournalFirstPage } from '../features/journal/data/first-page';
import { currentUserQuery } from '../features/auth/current-user';
import type { QueryClient } from '@tanstack/react-query';
import { AppFrameSkeleton } from './layout/app-frame-skeleton';
import { startFreshLoadsAtTop } from './fresh-load-scroll';
import { RouteError } from './route-error';
import * as Screens from './lazy-screens';
import { holdNetworkForFirstScreen } from '../lib/first-screen-painted';

/** The spec's /new-entry (with its ?template=) is the editor's /journal/new. */
function NewEntryAddress() {
  return <Navigate to={{ pathname: '/journal/new', search: useLocation().search }} replace />;
}

/**
 * While a route's code loads: the app's frame for a device that has seen a learner, else the
 * blank canvas (a visitor's landing page paints a moment later; no spinner either way).
 */
function RootFrame() {
  return (
    <Suspense fallback={lastKnownUser() ? <AppFrameSkeleton /> : null}>
      <ScrollRestoration />
      <Outlet />
    </Suspense>
  );
}

/**
 * The accounts spec's route table, plus /login and the reading view. Made by startApp in a step of
 * its own, not as the module loads, so no start task is long. Why: docs/decisions/009-first-screen-copy-and-head-script.md
 */
export const createAppRouter = () => {
  startFreshLoadsAtTop();
  return createBrowserRouter([
    {
      path: '/',
      element: <RootFrame />,
      errorElement: <RouteError />,
      children: [
        { path: 'login', element: <Screens.LoginPage /> },
        { path: 'privacy', element: <Screens.PrivacyPage /> },
        { path: 'terms', element: <Screens.TermsPage /> },
        { path: 'forgot-password', element: <Screens.ForgotPasswordPage /> },
        { path: 'reset-password', element: <Screens.ResetPasswordPage /> },
        { path: 'share/:username', element: <Screens.PublicSharePage /> },
        { path: 'journal/:shareId', element: <Screens.SharedEntryPage /> },
        {
          element: <SignedInRoute />,
          children: [
            { index: true, element: <Screens.DashboardPage /> },
            { path: 'dashboard', element: <Screens.DashboardPage /> },
            // The editor opens over the screen under it (the list, the entry as it reads), which
            // stays mounted: back from it is where the learner was, a saved card shows at once.
            { path: 'journal', element: <Screens.JournalPage />, children: [{ path: 'new', element: <Screens.NewEntryEditor /> }] },
            { path: 'journal/entry/:id', element: <Screens.EntryPage />, children: [{ path: 'edit', element: <Screens.EditEntryEditor /> }] },
            { path: 'new-entry', element: <NewEntryAddress /> },
            { path: 'resources', element: <Screens.ResourcesPage /> },
            { path: 'resources/:id', element: <Screens.ResourcePage /> },
            { path: 'goals', element: <Screens.GoalsPage /> },
            { path: 'goals/:id', element: <Screens.GoalPage /> },
            { path: 'calendar', element: <Screens.CalendarPage /> },
            { path: 'progress', element: <Screens.ProgressPage /> },
            { path: 'insights', element: <Screens.InsightsPage /> },
            { path: 'sharing', element: <Screens.SharingPage /> },
            // A share sheet's text or link becomes the learner's own entry or resource: never gated.
            { path: 'share-target', element: <Screens.ShareTargetScreen /> },
            // Review is on every plan, after the trial too: it is the reason to come back.
            { path: 'review', element: <Screens.ReviewPage /> },
            { path: 'review/cards', element: <Screens.ReviewCardsPage /> },
            { path: 'profile', element: <Screens.ProfilePage /> },
            { path: 'pricing', element: <Screens.PricingPage /> },
            { path: 'checkout', element: <Screens.CheckoutPage /> },
            { path: 'checkout/success', element: <Screens.CheckoutSuccessPage /> },
            { path: 'admin', element: <Screens.AdminPage /> },
            {
              // decisions: after the trial only the Pro screens show Trial Expired; a learner is
              // never locked out of their own journal, resources, goals, progress or sharing.
              element: <RequireAccess />,
              children: [
                { path: 'learn-plans', element: <Screens.LearnPlansPage /> },
                { path: 'ai-summaries', element: <Screens.AiSummariesPage /> },
                { path: 'premium-templates', element: <Screens.PremiumTemplatesPage /> },
              ],
            },
          ],
        },
        { path: '*', element: <Screens.NotFoundPage /> },
      ],
    },
  ]);
};

/**
 * The first screen's code is ready before the frame renders (it comes in the app's own chunk), so
 * the screen renders at once rather than through React.lazy's suspense and reveal throttle: the
 * dashboard or the journal, for a device that has seen a learner and for a fresh one opening an
 * app link; the landing page for a visitor at `/`. The learner's database opens meanwhile: at once
 * for a known learner, as soon as the lookup answers for a fresh device (not after the frame has
 * rendered and its gate asked).
 */
export function preloadFirstScreen(client: QueryClient): void {
  const ignore = () => undefined;
  const path = window.location.pathname;
  const user = lastKnownUser();
  if (!user && path === '/') {
    Screens.loadLanding().catch(ignore);
    return;
  }
  Screens.loadAppLayout().catch(ignore);
  if (path === '/' || path === '/dashboard') Screens.loadDashboard().catch(ignore);
  else if (path === '/journal') Screens.loadJournal().catch(ignore);
  else return;
  holdNetworkForFirstScreen();
  const firstRead = path === '/journal' ? readJournalFirstPage : undefined;
  if (user) startDeviceSessionEarly(user.id, firstRead);
  else
    client.fetchQuery(currentUserQuery).then((found) => {
      if (found) startDeviceSessionEarly(found.id, firstRead);
    }, ignore);
}
