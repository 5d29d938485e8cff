import { lazy } from 'react';

// Loaded with the signed-in screens, so the landing page's bundle stays free of the device database.
const AccessGate = lazy(() => import('../../features/access/access-gate'));

/**
 * Gated routes (decisions: every signed-in screen but /, /pricing, /checkout*, /profile): the
 * screen itself with access, the Trial Expired screen without. It sits inside the app frame, so
 * the sidebar still leads to Pricing and Profile; the server enforces the same rule on its side.
 */
export function RequireAccess() {
  return <AccessGate />;
}
