import { Navigate, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../../features/auth/current-user';
import { PageLoader } from '../../components/page-loader';
import { AppLayout } from '../lazy-screens';

/** Signed-in routes: visitors go to /login; learners get the app frame around the screen. */
export function RequireUser() {
  const { data: user, isPending } = useCurrentUser();
  const location = useLocation();
  if (isPending) return <PageLoader />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <AppLayout />;
}
