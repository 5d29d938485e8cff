import { Outlet } from 'react-router-dom';
import { useOnline } from '../../sync/use-sync-state';
import { TrialExpiredScreen } from './trial-expired-screen';
import { useAccess } from './use-access';

/** The gated screen with access, the Trial Expired screen without (offline: the last known answer). */
export default function AccessGate() {
  const { access } = useAccess();
  const online = useOnline();
  if (!access.hasAccess) return <TrialExpiredScreen offline={!online} />;
  return <Outlet />;
}
