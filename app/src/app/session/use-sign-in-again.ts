/**
 * "Sign in" after the session ended (a 401 paused sync). The learner the app remembers is
 * forgotten first: the server no longer knows them, and a remembered learner would send the sign-in
 * screen straight back to the app. Every queued change stays in this learner's device database;
 * once they sign in, the app opens it again and the first round sends the queue, without a reload.
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { CURRENT_USER_QUERY_KEY } from '../../features/auth/current-user';
import { forgetUser } from '../../features/auth/last-user-cache';
import { markSessionEnded } from '../../features/auth/session-ended';

export function useSignInAgain(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    forgetUser();
    markSessionEnded();
    queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
    void navigate('/login', { state: { from: location.pathname } });
  }, [queryClient, navigate, location.pathname]);
}
