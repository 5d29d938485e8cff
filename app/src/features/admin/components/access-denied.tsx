import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { toast } from 'sonner';

/** A non-admin on /admin: told so, and sent to / (accounts spec §6). */
export function AccessDenied() {
  useEffect(() => {
    // One id, so a double effect (development) or a re-render shows one toast.
    toast.error('Access denied', { id: 'admin-access-denied', description: "You don't have admin access to this page" });
  }, []);
  return <Navigate to="/" replace />;
}
