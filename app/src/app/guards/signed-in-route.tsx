import { Navigate, useLocation } from 'react-router-dom';
import { SignedInUserContext, useCurrentUser } from '../../features/auth/current-user';
import { lastKnownUser } from '../../features/auth/last-user-cache';
import { AppFrameSkeleton } from '../layout/app-frame-skeleton';
import { useFirstScreenPainted } from '../../lib/first-screen-painted';
import { AppLayout, LandingPage } from '../lazy-screens';

/**
 * Every signed-in route, `/` included, sits under this one element, so moving between the
 * dashboard and any other screen keeps the same frame (and the same device session) mounted.
 * `/` is also the landing page for visitors; every other path sends a visitor to /login.
 * While the user lookup is on its way, a device that has seen a learner paints the app's frame;
 * its screen shows that learner, and the lookup confirming them waits until the screen has painted.
 */
export function SignedInRoute() {
  const { data: user, isPending } = useCurrentUser({ confirmWhen: useFirstScreenPainted() });
  const location = useLocation();
  if (isPending) return lastKnownUser() ? <AppFrameSkeleton /> : null;
  if (!user) {
    if (location.pathname === '/') return <LandingPage />;
    return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  }
  return (
    <SignedInUserContext value={user}>
      <AppLayout />
    </SignedInUserContext>
  );
}
